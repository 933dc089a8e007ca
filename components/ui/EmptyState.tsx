import type { ReactNode } from 'react';
import styles from './States.module.css';

interface EmptyStateProps {
  title: string;
  hint: string;
  /** A way on, when the page has one (the favourites page: to the shop). */
  action?: ReactNode;
}

/** An account list with nothing in it yet: what is missing and how it fills, in a dashed frame. */
export function EmptyState({ title, hint, action }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.emptyHint}>{hint}</p>
      {action}
    </div>
  );
}
