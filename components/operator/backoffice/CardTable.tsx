import type { ReactNode } from 'react';
import shared from '../Operator.module.css';
import styles from './Backoffice.module.css';

interface CardTableProps {
  /** Names the table for screen readers; the page's heading already says it to the eye. */
  caption: string;
  /** The header row's cells. */
  head: ReactNode;
  /** The body's rows. */
  children: ReactNode;
}

/** A back-office list: a framed table that scrolls sideways, its rows folding into cards on a phone. */
export function CardTable({ caption, head, children }: CardTableProps) {
  return (
    <div className={shared.tableWrap}>
      <table className={`${shared.table} ${styles.cards}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
