import styles from './Waiting.module.css';

/** A wait the shopper can see and a screen reader hears: a spinner and what is happening. */
export function Waiting({ children }: { children: string }) {
  return (
    <p className={styles.waiting} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {children}
    </p>
  );
}
