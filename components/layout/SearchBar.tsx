'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { useRouter } from '@/lib/i18n/navigation';
import { routes } from '@/lib/shop/routes';
import iconStyles from './HeaderIcons.module.css';
import styles from './SearchBar.module.css';

/** The header's search: a toggle that opens a full-width box under the bar (desktop and mobile alike). */
export function SearchBar() {
  const t = useTranslations('header');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const inputId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = inputRef.current?.value.trim() ?? '';
    if (!text) return;
    setOpen(false);
    router.push(routes.search({ onlyDiscounted: false, text }));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={iconStyles.icon}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('closeSearch') : t('openSearch')}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <Icon name={open ? 'close' : 'search'} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} onKeyDown={onKeyDown}>
        <form role="search" className={styles.form} onSubmit={submit}>
          <label htmlFor={inputId} className="visually-hidden">
            {t('searchLabel')}
          </label>
          <Icon name="search" size={22} className={styles.leading} />
          <input
            ref={inputRef}
            id={inputId}
            name="q"
            type="search"
            className={styles.input}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className={styles.submit}>
            {t('searchSubmit')}
          </button>
        </form>
      </div>
    </>
  );
}
