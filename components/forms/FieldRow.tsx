import type { ReactNode } from 'react';
import styles from './Form.module.css';

/** Two short fields side by side on wide screens, one under the other on phones. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}
