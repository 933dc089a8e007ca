'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { useModals } from '@/components/modals/ModalProvider';
import { resendActivation } from '@/lib/api/account';
import styles from './Auth.module.css';

/** A member who has not clicked the activation link yet: the server's reason and a new link on request. */
export function NotActiveNotice({ email, message }: { email: string; message: string }) {
  const t = useTranslations('auth');
  const modals = useModals();
  const [state, setState] = useState<{ pending: boolean; sent: string | null }>({ pending: false, sent: null });

  const resend = async () => {
    setState({ pending: true, sent: null });
    const reply = await resendActivation(email);
    setState({ pending: false, sent: reply?.succeeded ? reply.message : null });
    if (!reply?.succeeded) modals.showError({ message: reply?.message });
  };

  return (
    <div className={styles.notice} role="alert">
      <p>{message}</p>
      {state.sent ? (
        <p role="status" className={styles.confirmation}>
          {state.sent}
        </p>
      ) : (
        <Button variant="secondary" size="sm" onClick={resend} disabled={state.pending} aria-busy={state.pending || undefined}>
          {t('resendActivation')}
        </Button>
      )}
    </div>
  );
}
