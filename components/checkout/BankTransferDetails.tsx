'use client';

import { useTranslations } from 'next-intl';
import { ListStatus } from '@/components/ui/ListStatus';
import { Waiting } from '@/components/ui/Waiting';
import type { BankAccount } from '@/lib/api/checkout';
import styles from './Checkout.module.css';

interface BankTransferDetailsProps {
  /** undefined while it loads, null when it could not be read. */
  account: BankAccount | null | undefined;
  onRetry: () => void;
}

/** The account chosen for this transfer (spec 02 §3) and the rule the transfer must follow (§4). */
export function BankTransferDetails({ account, onRetry }: BankTransferDetailsProps) {
  const t = useTranslations('checkout');
  if (account === undefined) return <Waiting>{t('bankLoading')}</Waiting>;
  if (account === null) return <ListStatus state="failed" text={t('bankFailed')} retryLabel={t('retry')} onRetry={onRetry} />;
  return (
    <div className={styles.fields}>
      <dl className={styles.account}>
        <div>
          <dt>{t('bankName')}</dt>
          <dd>{account.BankName}</dd>
        </div>
        <div>
          <dt>{t('accountHolder')}</dt>
          <dd>{account.AccountHolder}</dd>
        </div>
        <div>
          <dt>{t('iban')}</dt>
          <dd className={styles.iban}>{account.Iban}</dd>
        </div>
        <div>
          <dt>{t('branch')}</dt>
          <dd>{account.Branch}</dd>
        </div>
      </dl>
      <p className={styles.notice}>{t('bankNotice')}</p>
    </div>
  );
}
