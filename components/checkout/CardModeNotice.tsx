import { useTranslations } from 'next-intl';
import styles from './Checkout.module.css';

/**
 * What the payment step must say about cards before anyone types one: the sandbox takes test
 * payments only, or card payments are off (bank transfer stays). Nothing when PayTR takes cards.
 */
export function CardModeNotice({ mode }: { mode: 'paytr' | 'sandbox' | 'off' }) {
  const t = useTranslations();
  if (mode === 'paytr') return null;
  return (
    <p className={styles.modeNotice} role="note">
      {mode === 'sandbox' ? t('paymentSandbox.testNotice') : t('errors.card_payments_unavailable')}
    </p>
  );
}
