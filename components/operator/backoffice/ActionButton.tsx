'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/Button';
import { useIsClient } from '@/components/ui/useIsClient';
import { usePageNotice } from '@/components/operator/PageNotice';
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

/**
 * One action on one record. Done, the page says the server's answer and the list is read again,
 * which may take the record and this button away; refused, the reason is said beside the button.
 */
export function ActionButton<A extends ActionName>({ action, data, label, accessibleName, confirm, variant = 'secondary' }: ActionButtonProps<A>) {
  const router = useRouter();
  const interactive = useIsClient();
  const say = usePageNotice();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const run = async () => {
    if (confirm && !window.confirm(confirm)) return;
    setBusy(true);
    const reply = await (ACTION_CALLS[action] as (input: ActionData<A>) => ReturnType<(typeof ACTION_CALLS)[A]>)(data);
    setBusy(false);
    setRefusal(reply && !reply.succeeded ? reply.message : '');
    if (!reply?.succeeded) return;
    say(reply.message);
    router.refresh();
  };
  return (
    <span className={styles.action}>
      <Button variant={variant} size="sm" disabled={!interactive || busy} onClick={run} aria-label={accessibleName}>
        {label}
      </Button>
      <span role="status" className={styles.refused}>
        {refusal}
      </span>
    </span>
  );
}
