'use client';

import { useTranslations } from 'next-intl';
import styles from './Auth.module.css';

/** The activation-information modal's body (spec 02 §4): where the mail went and what it holds, for a new address and a known one alike (the answer never tells them apart). */
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
