'use client';

import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/ButtonLink';
import type { OrderSummary } from '@/lib/api/orders';
import { routes } from '@/lib/shop/routes';
import { StatusBadge } from './StatusBadge';
import styles from './Orders.module.css';

/** One order of the list: its number, when, how many pieces, the total, how it was paid and where it stands. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const t = useTranslations('orders');
  const titleId = `order-${order.OrderId}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          {t('orderNo', { orderNo: order.OrderNo })}
        </h2>
        <StatusBadge status={order.Status} label={order.StatueStr} previousLabel={order.PreviousStatueStr} />
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t('date')}</dt>
          <dd>
            <time dateTime={order.Date}>{order.DateStr}</time>
          </dd>
        </div>
        <div>
          <dt>{t('pieces')}</dt>
          <dd>{t('pieceCount', { count: order.ProductCount })}</dd>
        </div>
        <div>
          <dt>{t('payment')}</dt>
          <dd>{order.PaymentTypeStr}</dd>
        </div>
        <div>
          <dt>{t('total')}</dt>
          <dd className={styles.total}>{order.PriceStr}</dd>
        </div>
      </dl>
      <div className={styles.cardActions}>
        <ButtonLink href={routes.order(order.OrderId)} variant="secondary" size="sm" aria-label={t('detailsLabel', { orderNo: order.OrderNo })}>
          {t('details')}
        </ButtonLink>
      </div>
    </article>
  );
}
