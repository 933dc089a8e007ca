'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { useCombobox } from '@/components/ui/useCombobox';
import { useIsClient } from '@/components/ui/useIsClient';
import { useOnDemand } from '@/components/ui/useOnDemand';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { localizedPath, type Locale } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import { SEARCH_TEXT_MAX } from '@/lib/shop/search-text';
import { SuggestionList } from './SuggestionList';
import { useSearchSuggestions } from './useSearchSuggestions';
import iconStyles from './HeaderIcons.module.css';
import styles from './SearchBar.module.css';

/** The suggestions' pictures and prices come when the box first opens, not with every page. */
const loadOptions = () => import('./SuggestionOptions');

/** The panel's id: without JavaScript the toggle is a link to it and CSS `:target` shows it. */
const PANEL_ID = 'site-search';

/**
 * The header's search: a toggle that opens a full-width box under the bar (desktop and mobile alike),
 * with product suggestions as the shopper types — an ARIA 1.2 combobox over a listbox. Without
 * JavaScript the box still opens (a link to it) and the form goes to the search page.
 */
export function SearchBar() {
  const t = useTranslations('header');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const enhanced = useIsClient();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [dismissed, setDismissed] = useState(false);
  const suggestions = useSearchSuggestions(text);
  const [options, ensureOptions] = useOnDemand(loadOptions);
  const statusId = useId();
  const inputId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const query = text.trim();
  const list = suggestions.list;
  // While the answer for what is typed is on its way the list on show is an earlier text's: never
  // highlighted, so Enter searches what is typed rather than opening a product of that earlier text.
  const current = suggestions.status === 'done';
  const showPopup = open && !dismissed && suggestions.status !== 'idle';
  const expanded = showPopup && list.length > 0 && options !== null;
  const combobox = useCombobox({ list, current, expanded, onChoose: (index) => go(list[index].Url) });
  const { activeIndex } = combobox;

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    // A failed chunk leaves the box without suggestions; the form still searches.
    ensureOptions().catch(() => undefined);
  }, [open, ensureOptions]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const go = (href: string) => {
    setOpen(false);
    setText('');
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

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  const toggleLabel = open ? t('closeSearch') : t('openSearch');
  return (
    <>
      {enhanced ? (
        <button
          ref={toggleRef}
          type="button"
          className={iconStyles.icon}
          aria-expanded={open}
          aria-controls={PANEL_ID}
          aria-label={toggleLabel}
          onClick={() => (open ? close() : setOpen(true))}
        >
          <Icon name={open ? 'close' : 'search'} />
        </button>
      ) : (
        <a href={`#${PANEL_ID}`} className={iconStyles.icon} aria-label={toggleLabel}>
          <Icon name="search" />
        </a>
      )}
      <div
        id={PANEL_ID}
        className={`${styles.panel} ${enhanced ? '' : styles.fallback}`}
        hidden={enhanced && !open}
        onKeyDown={onPanelKeyDown}
      >
        <div className={styles.box}>
          <form role="search" className={styles.form} action={localizedPath(routes.searchForm(), locale)} method="get" onSubmit={submit}>
            <label htmlFor={inputId} className="visually-hidden">
              {t('searchLabel')}
            </label>
            <Icon name="search" size={22} className={styles.leading} />
            <input
              ref={inputRef}
              id={inputId}
              name="text"
              type="search"
              {...combobox.inputProps}
              aria-describedby={statusId}
              className={styles.input}
              placeholder={t('searchPlaceholder')}
              enterKeyHint="search"
              maxLength={SEARCH_TEXT_MAX}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                combobox.reset();
                setDismissed(false);
              }}
              onKeyDown={onInputKeyDown}
            />
            <button type="submit" className={styles.submit}>
              {t('searchSubmit')}
            </button>
          </form>
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
                <Link href={routes.search({ text: query })} className={styles.seeAll} onClick={() => setOpen(false)}>
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
        </div>
      </div>
    </>
  );
}
