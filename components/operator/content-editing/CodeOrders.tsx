import { getFormatter, getTranslations } from 'next-intl/server';
import backoffice from '@/components/operator/backoffice/Backoffice.module.css';
import styles from '@/components/operator/Operator.module.css';
import type { OutputOf } from '@/lib/api/contract';
import { Link } from '@/lib/i18n/navigation';
import { formatMoney, type Currency } from '@/lib/shop/money';
import { operatorRoutes } from '@/lib/shop/operator-routes';

type Order = OutputOf<'operator-discount-code'>['Orders'][number];

/** The orders that named a code: each links to its back-office page; a cancelled order's use no longer counts. */
export async function CodeOrders({ orders }: { orders: Order[] }) {
  const [t, format] = await Promise.all([getTranslations('contentEditing'), getFormatter()]);
  return (
    <section aria-labelledby="code-orders">
      <h2 id="code-orders" className={styles.subtitle}>
        {t('ordersTitle')}
      </h2>
      {orders.length ? (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${backoffice.cards}`}>
            <thead>
              <tr>
                {(['colOrder', 'colEmail', 'colDate', 'colDiscount', 'colTotal', 'colCounted'] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.OrderId}>
                  <td data-label={t('colOrder')}>
                    <Link href={operatorRoutes.order(order.OrderId)} className={styles.link}>
                      {order.OrderNo}
                    </Link>
                  </td>
                  <td data-label={t('colEmail')}>{order.Email}</td>
                  <td data-label={t('colDate')}>{format.dateTime(new Date(order.CreatedAt), { dateStyle: 'medium', timeStyle: 'short' })}</td>
                  <td data-label={t('colDiscount')}>{formatMoney(order.DiscountAmount, order.Currency as Currency)}</td>
                  <td data-label={t('colTotal')}>{formatMoney(order.Total, order.Currency as Currency)}</td>
                  <td data-label={t('colCounted')}>{order.Counted ? t('counted') : t('released')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('ordersNone')}</p>
      )}
    </section>
  );
}
