'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import styles from './Auth.module.css';

/** After the reset mail (spec 01 §2, 02 §4): where the link went, what to check if it is missing, and a way back. */
export function MailSentNotice({ email, onBack }: { email: string; onBack: () => void }) {
  const t = useTranslations('auth');
  return (
    <div className={styles.stack}>
      <p className={styles.lead} role="status">
        {t('mailSentText', { email })}
      </p>
      <div className={styles.hints}>
        <p className={styles.hintsTitle}>{t('hintsTitle')}</p>
        <ul>
          <li>{t('hintSpam')}</li>
          <li>{t('hintAddress')}</li>
        </ul>
      </div>
      <Button variant="secondary" block onClick={onBack}>
        {t('back')}
      </Button>
    </div>
  );
}
