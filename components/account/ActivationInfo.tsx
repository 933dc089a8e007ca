'use client';

import { useTranslations } from 'next-intl';
import styles from './Auth.module.css';

/** The activation-information modal's body (spec 02 §4): where the link went, how long it lives, what to check. */
export function ActivationInfo({ email }: { email: string }) {
  const t = useTranslations('auth');
  return (
    <div className={styles.dialogBody}>
      <p className={styles.lead}>{t('activationInfoText', { email })}</p>
      <div className={styles.hints}>
        <p className={styles.hintsTitle}>{t('hintsTitle')}</p>
        <ul>
          <li>{t('hintSpam')}</li>
        </ul>
      </div>
    </div>
  );
}
