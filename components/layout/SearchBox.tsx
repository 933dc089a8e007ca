'use client';

import { useEffect, useId, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { useCombobox } from '@/components/ui/useCombobox';
import { useOnDemand } from '@/components/ui/useOnDemand';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { routes } from '@/lib/shop/routes';
import { SearchForm } from './SearchForm';
import { SuggestionList } from './SuggestionList';
import { useSearchSuggestions } from './useSearchSuggestions';
import styles from './SearchBar.module.css';

/** The suggestions' pictures and prices come with the first text worth suggesting for. */
const loadOptions = () => import('./SuggestionOptions');

interface SearchBoxProps {
  inputId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  text: string;
  onText(text: string): void;
  /** Closes the search panel (a suggestion or "see all" was chosen). */
  onClose(): void;
}

/**
 * The open search box with product suggestions as the shopper types — an ARIA 1.2 combobox over a
 * listbox. It comes with the first opening of the search panel, not with every page.
 */
export function SearchBox({ inputId, inputRef, text, onText, onClose }: SearchBoxProps) {
  const t = useTranslations('header');
  const router = useRouter();
  const [dismissed, setDismissed] = useState(false);
  const suggestions = useSearchSuggestions(text);
  const [options, ensureOptions] = useOnDemand(loadOptions);
  const statusId = useId();

  const query = text.trim();
  const list = suggestions.list;
  // While the answer for what is typed is on its way the list on show is an earlier text's: never
  // highlighted, so Enter searches what is typed rather than opening a product of that earlier text.
  const current = suggestions.status === 'done';
  const showPopup = !dismissed && suggestions.status !== 'idle';
  const expanded = showPopup && list.length > 0 && options !== null;
  const combobox = useCombobox({ list, current, expanded, onChoose: (index) => go(list[index].Url) });
  const { activeIndex } = combobox;

  useEffect(() => {
    inputRef.current?.focus();
  }, [inputRef]);

  useEffect(() => {
    // A failed chunk leaves the box without suggestions; the form still searches.
    if (showPopup) ensureOptions().catch(() => undefined);
  }, [showPopup, ensureOptions]);

  const go = (href: string) => {
    onClose();
    onText('');
    router.push(href);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (expanded && activeIndex >= 0) return go(list[activeIndex].Url);
    if (query) go(routes.search({ text: query }));
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (combobox.move(event.key === 'ArrowDown' ? 1 : -1)) setDismissed(false);
    } else if (event.key === 'Escape' && showPopup) {
      // The first Escape closes the suggestions, the next one the search box.
      event.stopPropagation();
      setDismissed(true);
    }
  };

  const onType = (value: string) => {
    onText(value);
    combobox.reset();
    setDismissed(false);
  };

  return (
    <>
      <SearchForm
        inputId={inputId}
        inputRef={inputRef}
        text={text}
        onText={onType}
        onSubmit={submit}
        inputProps={{ ...combobox.inputProps, 'aria-describedby': statusId, onKeyDown: onInputKeyDown }}
      />
      <div className={styles.popup}>
        {/* "See all" heads the suggestions, beside the status: the list grows below it, so the link never moves under a quick tap. */}
        <div className={styles.popupHead}>
          <p id={statusId} role="status" className={expanded && suggestions.status === 'done' ? 'visually-hidden' : styles.status}>
            {!showPopup
              ? ''
              : suggestions.status === 'loading'
                ? t('searchLoading')
                : list.length === 0
                  ? t('searchNoResults', { text: query })
                  : t('searchResults', { count: list.length })}
          </p>
          {showPopup ? (
            <Link href={routes.search({ text: query })} className={styles.seeAll} onClick={onClose}>
              {t('searchSeeAll')}
              <Icon name="chevronRight" size={16} />
            </Link>
          ) : null}
        </div>
        {/* Always in the page: aria-controls names the listbox, and a live region announces only once it exists. */}
        <SuggestionList
          id={combobox.listId}
          label={t('searchSuggestions')}
          list={expanded ? list : []}
          busy={suggestions.status === 'loading'}
          Options={options?.SuggestionOptions ?? null}
          optionProps={combobox.optionProps}
        />
      </div>
    </>
  );
}
