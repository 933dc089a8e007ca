'use client';

import type { MouseEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { setCookie } from 'cookies-next/client';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE, locales, localizedPath, type Locale } from '@/lib/shop/locale';
import { STORAGE_KEYS, writeStorage } from '@/lib/shop/storage';
import styles from './LanguageSwitch.module.css';

/** The stored choice of spec 01 §2: the proxy reads the cookie, client code reads localStorage. */
function remember(locale: Locale) {
  setCookie(LANG_COOKIE, locale, { maxAge: LANG_COOKIE_MAX_AGE, path: '/', sameSite: 'lax' });
  writeStorage(STORAGE_KEYS.lang, locale);
}

/**
 * TR | EN: the same page in the other language (same path, other prefix, query and hash kept).
 * Real links, so they work without JavaScript and open in a new tab as expected.
 */
interface LanguageSwitchProps {
  tone?: 'dark' | 'light';
  /** false inside another navigation (the drawer): a labelled group instead of a second "Language" landmark. */
  landmark?: boolean;
  className?: string;
}

export function LanguageSwitch({ tone = 'dark', landmark = true, className }: LanguageSwitchProps) {
  const t = useTranslations('language');
  const current = useLocale();
  const pathname = usePathname();
  const router = useRouter();

  const choose = (event: MouseEvent<HTMLAnchorElement>, locale: Locale) => {
    remember(locale);
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    const { pathname: path, search, hash } = window.location;
    router.push(`${localizedPath(path, locale)}${search}${hash}`);
  };

  const Wrapper = landmark ? 'nav' : 'div';
  return (
    <Wrapper role={landmark ? undefined : 'group'} aria-label={t('label')} className={[styles.switch, styles[tone], className].filter(Boolean).join(' ')}>
      <ul role="list" className={styles.list}>
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={localizedPath(pathname, locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              className={styles.link}
              onClick={(event) => choose(event, locale)}
            >
              <span aria-hidden="true">{locale.toUpperCase()}</span>
              <span className="visually-hidden">{t(locale)}</span>
            </a>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
