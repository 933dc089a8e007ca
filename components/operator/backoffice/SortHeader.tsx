import { Link } from '@/lib/i18n/navigation';
import type { SortDirection } from '@/lib/shop/operators/lists';
import styles from './Backoffice.module.css';

interface SortHeaderProps {
  label: string;
  column: string;
  sort: string;
  dir: SortDirection;
  /** The list's URL with this sort and direction, the other filters kept. */
  hrefFor: (sort: string, dir: SortDirection) => string;
  /** Says what following the link does ("Sort by date, ascending"). */
  sortLabel: (label: string, dir: SortDirection) => string;
}

/**
 * A column header that sorts: a link in the URL (works without JavaScript, Tab reaches it, Enter
 * follows it); the sorted column says its direction with aria-sort; following it again reverses it.
 */
export function SortHeader({ label, column, sort, dir, hrefFor, sortLabel }: SortHeaderProps) {
  const active = sort === column;
  const next: SortDirection = active ? (dir === 'asc' ? 'desc' : 'asc') : column === 'date' ? 'desc' : 'asc';
  return (
    <th scope="col" aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <Link href={hrefFor(column, next)} className={styles.sortLink} aria-label={sortLabel(label, next)} scroll={false}>
        {label}
        <span aria-hidden="true" className={styles.sortMark}>
          {active ? (dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </Link>
    </th>
  );
}
