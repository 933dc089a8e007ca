import type { FormEvent, InputHTMLAttributes, Ref } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { localizedPath, type Locale } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import { SEARCH_TEXT_MAX } from '@/lib/shop/search-text';
import styles from './SearchBar.module.css';

interface SearchFormProps {
  inputId: string;
  text: string;
  onText(text: string): void;
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
  inputRef?: Ref<HTMLInputElement>;
  /** The combobox's attributes and key handling, once the suggestions are here. */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/** The search form: a GET to the search page, which works without JavaScript and before the suggestions arrive. */
export function SearchForm({ inputId, text, onText, onSubmit, inputRef, inputProps }: SearchFormProps) {
  const t = useTranslations('header');
  const locale = useLocale() as Locale;
  return (
    <form role="search" className={styles.form} action={localizedPath(routes.searchForm(), locale)} method="get" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('searchLabel')}
      </label>
      <Icon name="search" size={22} className={styles.leading} />
      <input
        ref={inputRef}
        id={inputId}
        name="text"
        type="search"
        {...inputProps}
        className={styles.input}
        placeholder={t('searchPlaceholder')}
        enterKeyHint="search"
        maxLength={SEARCH_TEXT_MAX}
        value={text}
        onChange={(event) => onText(event.target.value)}
      />
      <button type="submit" className={styles.submit}>
        {t('searchSubmit')}
      </button>
    </form>
  );
}
