'use client';

import type { MouseEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { locales, localizedPath, type Locale } from '@/lib/shop/locale';
import { STORAGE_KEYS, writeStorage } from '@/lib/shop/storage';
import styles from './LanguageSwitch.module.css';

/**
 * TR | EN: the same page in the other language (same path, other prefix, query and hash kept).
 * Real links loading a whole document: every text, <html lang> and the layout change, and the
 * page opens at its top. The proxy stores the visited prefix in the lang cookie (spec 01 §2);
 * client code reads the choice from localStorage, written here.
 */
interface LanguageSwitchProps {
  tone?: 'dark' | 'light';
  /** false inside another navigation (the drawer, the header): a labelled group instead of a second "Language" landmark. */
  landmark?: boolean;
  /** The header shows only the other language, one thumb-sized link. */
  otherOnly?: boolean;
  className?: string;
}

export function LanguageSwitch({ tone = 'dark', landmark = true, otherOnly = false, className }: LanguageSwitchProps) {
  const t = useTranslations('language');
  const current = useLocale();
  const pathname = usePathname();

  const choose = (event: MouseEvent<HTMLAnchorElement>, locale: Locale) => {
    writeStorage(STORAGE_KEYS.lang, locale);
    const { pathname: path, search, hash } = window.location;
    event.currentTarget.href = `${localizedPath(path, locale)}${search}${hash}`;
  };

  const Wrapper = landmark ? 'nav' : 'div';
  const shown = otherOnly ? locales.filter((locale) => locale !== current) : locales;
  return (
    <Wrapper role={landmark ? undefined : 'group'} aria-label={t('label')} className={[styles.switch, styles[tone], className].filter(Boolean).join(' ')}>
      <ul role="list" className={styles.list}>
        {shown.map((locale) => (
          <li key={locale}>
            <a
              href={localizedPath(pathname ?? '/', locale)}
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
