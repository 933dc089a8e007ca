'use client';

import { Button } from './Button';
import { Waiting } from './Waiting';
import styles from './States.module.css';

type ListStatusProps = { state: 'loading'; text: string } | { state: 'failed'; text: string; retryLabel: string; onRetry: () => void };

/** An account list that is on its way (announced politely) or could not be read (with a retry). */
export function ListStatus(props: ListStatusProps) {
  if (props.state === 'loading') {
    return (
      <div className={styles.loading}>
        <Waiting>{props.text}</Waiting>
      </div>
    );
  }
  return (
    <div role="alert" className={styles.panel}>
      <p className={styles.text}>{props.text}</p>
      <Button variant="secondary" onClick={props.onRetry}>
        {props.retryLabel}
      </Button>
    </div>
  );
}
