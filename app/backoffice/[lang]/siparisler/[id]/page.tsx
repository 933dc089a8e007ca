import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import { OrderActions } from '@/components/operator/orders/OrderActions';
import { OrderRecord } from '@/components/operator/orders/OrderRecord';
import { StatusPill } from '@/components/operator/orders/StatusPill';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { parseRouteId } from '@/lib/shop/route-params';
import { operatorRoutes } from '@/lib/shop/operator-routes';

type Params = { id: string };

export const generateMetadata = operatorTitle('operatorOrders', 'title');

/** /yonetim/siparisler/{id}: everything about one order, and the steps it can take now. */
export default async function OperatorOrderPage(props: LangPageProps<Params>) {
  const { locale, params } = await openPage(props);
  const orderId = parseRouteId(params.id);
  if (!orderId) notFound();
  const { me, allowed } = await openOperatorPage(locale, ['staff']);
  if (!allowed) return <Forbidden me={me} current="orders" />;
  const [t, format, order] = await Promise.all([
    getTranslations('operatorOrders'),
    getFormatter(),
    operatorRead('operator-order', { OrderId: orderId }, locale),
  ]);
  return (
    <OperatorShell me={me} current="orders">
      <p>
        <Link href={operatorRoutes.orders()} className={styles.link}>
          {t('backToList')}
        </Link>
      </p>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('orderTitle', { orderNo: order.OrderNo })}</h1>
        <StatusPill status={order.Status} text={order.StatusText} />
        <p className={styles.muted}>
          <time dateTime={order.Date}>{t('placedOn', { date: format.dateTime(new Date(order.Date), { dateStyle: 'long', timeStyle: 'short' }) })}</time>
        </p>
      </div>
      <section className={styles.panel} aria-labelledby="order-actions">
        <h2 id="order-actions" className={styles.subtitle}>
          {t('actionsTitle')}
        </h2>
        {order.Actions.length ? (
          <ClientMessages add={['operator', 'operatorOrders']}>
            <OrderActions actions={order.Actions} orderId={order.Id} status={order.Status} currency={order.Currency} total={order.Totals.Total} totalMinor={order.Totals.TotalMinor} />
          </ClientMessages>
        ) : (
          <p>{t('noActions')}</p>
        )}
      </section>
      <OrderRecord order={order} />
    </OperatorShell>
  );
}
