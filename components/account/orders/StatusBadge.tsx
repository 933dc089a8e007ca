'use client';

import { useTranslations } from 'next-intl';
import { ORDER_STATUS, statusTone } from '@/lib/shop/orders/status';
import styles from './Orders.module.css';

interface StatusBadgeProps {
  status: number;
  /** The server's label in the shopper's language. */
  label: string;
  /** The label of the state before (status 11 shows it first). */
  previousLabel: string | null;
}

/**
 * An order's state (spec 02 §4): the server's label; 11 (refund rejected) reads "previous (current)";
 * 6, 9, 10 and 11 look negative, 4 (shipped) distinct. The words carry the meaning, the colour repeats it.
 */
export function StatusBadge({ status, label, previousLabel }: StatusBadgeProps) {
  const t = useTranslations('orders');
  const text = status === ORDER_STATUS.refundRejected && previousLabel ? t('statusWithPrevious', { previous: previousLabel, current: label }) : label;
  const tone = statusTone(status);
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-tone={tone}>
      {text}
    </span>
  );
}
