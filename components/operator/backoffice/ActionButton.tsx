'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/Button';
import { useIsClient } from '@/components/ui/useIsClient';
import { ACTION_CALLS, type ActionData, type ActionName } from '@/lib/api/backoffice';
import styles from './Backoffice.module.css';

interface ActionButtonProps<A extends ActionName> {
  action: A;
  data: ActionData<A>;
  label: string;
  /** The record the button acts on, for a screen reader that meets the button alone (e.g. "Resend mail #12"). */
  accessibleName?: string;
  /** Asked before an action that cannot be taken back by the same screen. */
  confirm?: string;
  variant?: 'primary' | 'secondary' | 'ghost';
}

/** One action on one record: the server's answer is said beside it, then the list is read again. */
export function ActionButton<A extends ActionName>({ action, data, label, accessibleName, confirm, variant = 'secondary' }: ActionButtonProps<A>) {
  const router = useRouter();
  const interactive = useIsClient();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async () => {
    if (confirm && !window.confirm(confirm)) return;
    setBusy(true);
    const reply = await (ACTION_CALLS[action] as (input: ActionData<A>) => ReturnType<(typeof ACTION_CALLS)[A]>)(data);
    setBusy(false);
    setAnswer(reply ? { ok: reply.succeeded, text: reply.message } : { ok: false, text: '' });
    if (reply?.succeeded) router.refresh();
  };
  return (
    <span className={styles.action}>
      <Button variant={variant} size="sm" disabled={!interactive || busy} onClick={run} aria-label={accessibleName}>
        {label}
      </Button>
      <span role="status" className={answer && !answer.ok ? styles.refused : styles.said}>
        {answer?.text}
      </span>
    </span>
  );
}
