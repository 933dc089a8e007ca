'use client';

import { Button } from '@/components/ui/Button';
import { openLogin } from '@/lib/api/events';
import styles from '@/components/ui/States.module.css';

interface SignedOutPanelProps {
  title: string;
  text: string;
  signInLabel: string;
}

/** What an account page shows a visitor (its call answered 401): a calm invitation to sign in, not an error. */
export function SignedOutPanel({ title, text, signInLabel }: SignedOutPanelProps) {
  return (
    <section className={styles.panel} aria-labelledby="signed-out-title">
      <h2 id="signed-out-title" className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <Button onClick={() => openLogin()}>{signInLabel}</Button>
    </section>
  );
}
