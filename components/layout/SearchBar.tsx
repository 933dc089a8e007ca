'use client';

import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { useIsClient } from '@/components/ui/useIsClient';
import { SearchForm } from './SearchForm';
import iconStyles from './HeaderIcons.module.css';
import styles from './SearchBar.module.css';

/** The panel's id: without JavaScript the toggle is a link to it and CSS `:target` shows it. */
const PANEL_ID = 'site-search';

/**
 * The suggestions' combobox arrives when the shopper reaches for the toggle (pointer over it, focus)
 * and at the latest with the first opening; until then the panel holds the plain form, which
 * searches as well (issue 21: it was in every page's first load).
 */
const loadSearchBox = () => import('./SearchBox');
const SearchBox = lazyComponent(() => loadSearchBox().then((module) => module.SearchBox));
// An early fetch that fails is asked again by the opening itself.
const preload = () => void loadSearchBox().catch(() => undefined);

/**
 * The header's search: a toggle that opens a full-width box under the bar (desktop and mobile alike),
 * with product suggestions as the shopper types (SearchBox). Without JavaScript the box still opens
 * (a link to it) and the form goes to the search page.
 */
export function SearchBar() {
  const t = useTranslations('header');
  const enhanced = useIsClient();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
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

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  const plainForm = <SearchForm inputId={inputId} inputRef={inputRef} text={text} onText={setText} />;
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
          onPointerEnter={preload}
          onFocus={preload}
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
          {open ? (
            <Suspense fallback={plainForm}>
              <SearchBox inputId={inputId} inputRef={inputRef} text={text} onText={setText} onClose={() => setOpen(false)} />
            </Suspense>
          ) : (
            plainForm
          )}
        </div>
      </div>
    </>
  );
}
