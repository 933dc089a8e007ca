import Image from 'next/image';
import { formatMoney } from '@/lib/shop/money';
import type { Suggestion } from './useSearchSuggestions';
import styles from './SearchBar.module.css';

interface SuggestionListProps {
  id: string;
  label: string;
  list: readonly Suggestion[];
  activeIndex: number;
  optionId(index: number): string;
  busy: boolean;
  onHighlight(index: number): void;
  onChoose(index: number): void;
}

/**
 * The combobox's listbox. Focus stays in the text field (options are pointed at with
 * aria-activedescendant), so a press on an option must not take it away before the click.
 */
export function SuggestionList({ id, label, list, activeIndex, optionId, busy, onHighlight, onChoose }: SuggestionListProps) {
  return (
    <ul id={id} role="listbox" aria-label={label} aria-busy={busy} className={styles.list}>
      {list.map((item, index) => (
        <li
          key={item.Id}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          className={styles.option}
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => index !== activeIndex && onHighlight(index)}
          onClick={() => onChoose(index)}
        >
          <Image src={item.MainPhoto} alt="" width={48} height={60} sizes="48px" className={styles.thumb} />
          <span className={styles.text}>
            <span className={styles.title}>{item.Title}</span>
            <span className={styles.designer}>{item.DesignerName}</span>
          </span>
          <span className={styles.price}>{formatMoney(item.DiscountedPrice || item.Price, item.Currency)}</span>
        </li>
      ))}
    </ul>
  );
}
