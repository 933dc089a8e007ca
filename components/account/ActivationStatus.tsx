'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { activate } from '@/lib/api/account';
import { routes } from '@/lib/shop/routes';
import { ResendActivationForm } from './ResendActivationForm';
import { Waiting } from '@/components/ui/Waiting';
import styles from './Auth.module.css';

type Outcome = { state: 'waiting' } | { state: 'done' | 'refused'; message: string; offerNewLink: boolean };

/** A link that was good once: a new one helps; an unknown code may be mistyped, so the message alone says so. */
const NEW_LINK_CODES = new Set(['activation_code_used', 'activation_code_expired']);

/** Spec 02 §2 aktivasyon/{guid}: the code is posted on load, then the server's message and a way home. */
export function ActivationStatus({ guid }: { guid: string }) {
  const t = useTranslations('auth');
  const tModals = useTranslations('modals');
  const [outcome, setOutcome] = useState<Outcome>({ state: 'waiting' });
  // The code works once: a second post (an effect run twice) would answer "already used".
  const posted = useRef<ReturnType<typeof activate> | null>(null);

  useEffect(() => {
    let current = true;
    posted.current ??= activate(guid);
    void posted.current.then((reply) => {
      if (!current) return;
      if (reply?.succeeded) setOutcome({ state: 'done', message: reply.message, offerNewLink: false });
      else setOutcome({ state: 'refused', message: reply?.message ?? tModals('errorFallback'), offerNewLink: NEW_LINK_CODES.has(reply?.code ?? '') });
    });
    return () => {
      current = false;
    };
  }, [guid, tModals]);

  if (outcome.state === 'waiting') return <Waiting>{t('activationWaiting')}</Waiting>;
  return (
    <div className={styles.stack}>
      <p className={styles.lead} role={outcome.state === 'refused' ? 'alert' : 'status'}>
        {outcome.message}
      </p>
      <div className={styles.actions}>
        <ButtonLink href={routes.home()} variant={outcome.offerNewLink ? 'secondary' : 'primary'}>
          {t('home')}
        </ButtonLink>
      </div>
      {outcome.offerNewLink ? (
        <section className={`${styles.panel} ${styles.apart}`} aria-labelledby="new-activation-link">
          <h2 id="new-activation-link" className={styles.panelTitle}>
            {t('newLinkTitle')}
          </h2>
          <p className={styles.lead}>{t('newLinkIntro')}</p>
          <ResendActivationForm />
        </section>
      ) : null}
    </div>
  );
}
