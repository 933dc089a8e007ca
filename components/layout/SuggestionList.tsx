import type { ComponentType, HTMLAttributes } from 'react';
import type { Suggestion } from './useSearchSuggestions';
import styles from './SearchBar.module.css';

interface SuggestionListProps {
  id: string;
  label: string;
  list: readonly Suggestion[];
  busy: boolean;
  /** The options' renderer, which arrives when the search box first opens (null until then). */
  Options: ComponentType<{ list: readonly Suggestion[]; optionProps(index: number): HTMLAttributes<HTMLLIElement> }> | null;
  /** The combobox's attributes and handlers of the option at `index` (useCombobox). */
  optionProps(index: number): HTMLAttributes<HTMLLIElement>;
}

/** The combobox's listbox, always in the page; its options once their renderer is here. */
export function SuggestionList({ id, label, list, busy, Options, optionProps }: SuggestionListProps) {
  return (
    <ul id={id} role="listbox" aria-label={label} aria-busy={busy} className={styles.list}>
      {Options ? <Options list={list} optionProps={optionProps} /> : null}
    </ul>
  );
}
