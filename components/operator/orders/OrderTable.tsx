import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import { queryOfFilters, type OrderFilters, type OrderSort } from '@/lib/shop/validation/operator-orders';
import table from '../Operator.module.css';
import { StatusPill } from './StatusPill';
import styles from './Orders.module.css';

export interface OrderRow {
  Id: number;
  OrderNo: string;
  Date: string;
  Email: string;
  Name: string;
  Status: number;
  StatusText: string;
  PaymentType: 'card' | 'bank';
  TotalText: string;
}

type Filters = Omit<OrderFilters, 'LanguageId'>;

/** A column header that sorts by its column: a link (keyboard and no-JS friendly), aria-sort on the sorted one. */
async function SortHeader({ column, filters, numeric }: { column: OrderSort; filters: Filters; numeric?: boolean }) {
  const t = await getTranslations('operatorOrders');
  const active = filters.Sort === column;
  // A first click sorts dates and totals newest/largest first, words A to Z.
  const firstDir = column === 'date' || column === 'total' ? 'desc' : 'asc';
  const dir = active ? (filters.Dir === 'asc' ? 'desc' : 'asc') : firstDir;
  const label = t(`columns.${column}`);
  return (
    <th scope="col" aria-sort={active ? (filters.Dir === 'asc' ? 'ascending' : 'descending') : undefined} className={numeric ? table.number : undefined}>
      <Link href={operatorRoutes.orders(queryOfFilters({ ...filters, Sort: column, Dir: dir, Page: 1 }))} className={styles.sortLink} aria-label={t('sortBy', { column: label })}>
        {label}
        {active ? <span className={styles.arrow} aria-hidden="true">{filters.Dir === 'asc' ? '▲' : '▼'}</span> : null}
      </Link>
    </th>
  );
}

/** The page of orders as a table: each number opens the order. */
export async function OrderTable({ orders, filters }: { orders: OrderRow[]; filters: Filters }) {
  const [t, format] = await Promise.all([getTranslations('operatorOrders'), getFormatter()]);
  return (
    <div className={table.tableWrap}>
      <table className={table.table}>
        <caption className="visually-hidden">{t('title')}</caption>
        <thead>
          <tr>
            <SortHeader column="orderNo" filters={filters} />
            <SortHeader column="date" filters={filters} />
            <SortHeader column="name" filters={filters} />
            <SortHeader column="status" filters={filters} />
            <th scope="col">{t('columns.payment')}</th>
            <SortHeader column="total" filters={filters} numeric />
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.Id}>
              <td>
                <Link href={operatorRoutes.order(order.Id)} className={styles.orderLink}>
                  {order.OrderNo}
                </Link>
              </td>
              <td>
                <time dateTime={order.Date}>{format.dateTime(new Date(order.Date), { dateStyle: 'short', timeStyle: 'short' })}</time>
              </td>
              <td>
                {order.Name}
                <br />
                <span className={table.muted}>{order.Email}</span>
              </td>
              <td>
                <StatusPill status={order.Status} text={order.StatusText} />
              </td>
              <td>{t(`payment.${order.PaymentType}`)}</td>
              <td className={table.number}>{order.TotalText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
