import { getTranslations } from 'next-intl/server';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import { OrderFilterForm } from '@/components/operator/orders/OrderFilterForm';
import { OrderTable } from '@/components/operator/orders/OrderTable';
import { Pager } from '@/components/operator/Pager';
import styles from '@/components/operator/Operator.module.css';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { localizedPath } from '@/lib/shop/locale';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import { filtersFromQuery, queryOfFilters } from '@/lib/shop/validation/operator-orders';

export const generateMetadata = operatorTitle('operatorOrders', 'title');

type OrdersPageProps = LangPageProps & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /yonetim/siparisler: the orders, filtered, sorted and paged by the URL, rendered on the server. */
export default async function OrdersPage(props: OrdersPageProps) {
  const { locale } = await openPage(props);
  const { me, allowed } = await openOperatorPage(locale, ['staff']);
  if (!allowed) return <Forbidden me={me} current="orders" />;
  const filters = filtersFromQuery(await props.searchParams);
  const [t, list] = await Promise.all([getTranslations('operatorOrders'), operatorRead('operator-orders', filters, locale)]);
  const pages = Math.max(1, Math.ceil(list.Total / list.PageSize));
  const query = queryOfFilters(filters);
  return (
    <OperatorShell me={me} current="orders">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        <a href={localizedPath(operatorRoutes.ordersCsv({ ...query, page: undefined }), locale)} className={styles.link} download>
          {t('export')}
        </a>
      </div>
      <OrderFilterForm filters={filters} statuses={list.Statuses} />
      <p className={styles.muted} role="status">
        {t('count', { count: list.Total })}
      </p>
      {list.Orders.length ? <OrderTable orders={list.Orders} filters={filters} /> : <p>{t('empty')}</p>}
      <Pager page={list.Page} pages={pages} href={(page) => operatorRoutes.orders({ ...query, page: page > 1 ? page : undefined })} />
    </OperatorShell>
  );
}
