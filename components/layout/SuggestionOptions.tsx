import type { HTMLAttributes } from 'react';
import { Picture } from '@/components/ui/Picture';
import { formatMoney } from '@/lib/shop/money';
import type { Suggestion } from './useSearchSuggestions';
import styles from './SearchBar.module.css';

interface SuggestionOptionsProps {
  list: readonly Suggestion[];
  /** The combobox's attributes and handlers of the option at `index` (useCombobox). */
  optionProps(index: number): HTMLAttributes<HTMLLIElement>;
}

/** The listbox's options: each a picture, the title and designer, and the price. */
export function SuggestionOptions({ list, optionProps }: SuggestionOptionsProps) {
  return list.map((item, index) => (
    <li key={item.Id} {...optionProps(index)} className={styles.option}>
      <Picture src={item.MainPhoto} alt="" width={48} height={60} sizes="48px" className={styles.thumb} />
      <span className={styles.text}>
        <span className={styles.title}>{item.Title}</span>
        <span className={styles.designer}>{item.DesignerName}</span>
      </span>
      <span className={styles.price}>{formatMoney(item.DiscountedPrice || item.Price, item.Currency)}</span>
    </li>
  ));
}
