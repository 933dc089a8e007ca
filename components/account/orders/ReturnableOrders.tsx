'use client';

import { useTranslations } from 'next-intl';
import { ListStatus } from '@/components/ui/ListStatus';
import { SignedOutPanel } from '@/components/account/SignedOutPanel';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { useReturnableOrders } from '@/lib/api/orders';
import { routes } from '@/lib/shop/routes';
import { StatusBadge } from './StatusBadge';
import styles from './Orders.module.css';

/** The returns page's list (uruniade): a member's orders a refund can still be asked for, each with a way to its request form. */
export function ReturnableOrders() {
  const t = useTranslations('orders');
  const { read, failed, reload } = useReturnableOrders();

  if (failed) return <ListStatus state="failed" text={t('loadFailed')} retryLabel={t('retry')} onRetry={reload} />;
  if (!read) return <ListStatus state="loading" text={t('loading')} />;
  if (!read.signedIn) return <SignedOutPanel title={t('returnableSignedOutTitle')} text={t('returnableSignedOutText')} signInLabel={t('signIn')} />;

  const list = read.data.List;
  return (
    <section className={styles.section} aria-labelledby="returnable-title">
      <h2 id="returnable-title" className={styles.sectionTitle}>
        {t('returnableTitle')}
      </h2>
      {list.length === 0 ? (
        <p className={styles.muted}>{t('returnableEmpty')}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((order) => (
            <li key={order.OrderId} className={styles.returnable}>
              <div className={styles.returnableText}>
                <span className={styles.name}>{t('orderNo', { orderNo: order.OrderNo })}</span>
                <span className={styles.muted}>
                  <time dateTime={order.Date}>{order.DateStr}</time> · {t('pieceCount', { count: order.ProductCount })} · {order.PriceStr}
                </span>
              </div>
              <StatusBadge status={order.Status} label={order.StatueStr} previousLabel={order.PreviousStatueStr} />
              <ButtonLink href={routes.order(order.OrderId)} variant="secondary" size="sm" aria-label={t('requestRefundLabel', { orderNo: order.OrderNo })}>
                {t('requestRefund')}
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
