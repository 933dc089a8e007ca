import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import { ORDERS_EXPORT_LIMIT, ORDERS_PAGE_SIZE, type OrderFilters } from '@/lib/shop/validation/operator-orders';
import type { Db } from '../../db/client';
import { orders, orderStatuses } from '../../db/schema';
import { pick } from '../localized';
import { moneyOf } from '../orders/views';

/** A day of the shop's calendar (Türkiye) as the moment it starts. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Istanbul'`;

/** `%` and `_` typed into the search are themselves, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function whereOf(filters: Omit<OrderFilters, 'LanguageId'>): SQL | undefined {
  const q = filters.Q?.trim();
  return and(
    filters.Status ? eq(orders.status, filters.Status) : undefined,
    filters.PaymentType ? eq(orders.paymentType, filters.PaymentType as 'card' | 'bank') : undefined,
    filters.Currency ? eq(orders.currency, filters.Currency) : undefined,
    filters.From ? gte(orders.createdAt, dayStart(filters.From)) : undefined,
    filters.To ? lt(orders.createdAt, sql`(${filters.To}::date + 1)::timestamp at time zone 'Europe/Istanbul'`) : undefined,
    q
      ? or(ilike(orders.orderNo, containing(q)), ilike(orders.email, containing(q)), ilike(orders.deliveryNameSurname, containing(q)), ilike(orders.billNameSurname, containing(q)))
      : undefined,
  );
}

const SORT_COLUMNS = { date: orders.createdAt, orderNo: orders.orderNo, name: orders.deliveryNameSurname, total: orders.total, status: orders.status } as const;

const listColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  createdAt: orders.createdAt,
  email: orders.email,
  name: orders.deliveryNameSurname,
  status: orders.status,
  statusTr: orderStatuses.nameTr,
  statusEn: orderStatuses.nameEn,
  paymentType: orders.paymentType,
  currency: orders.currency,
  total: orders.total,
};

type ListRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'] };

const rowView = (row: ListRow, locale: Locale) => ({
  Id: row.id,
  OrderNo: row.orderNo,
  Date: row.createdAt.toISOString(),
  Email: row.email,
  Name: row.name,
  Status: row.status,
  StatusText: pick(row, 'status', locale),
  PaymentType: row.paymentType,
  Currency: row.currency,
  Total: row.total,
  TotalText: moneyOf(row.currency)(row.total),
});

function ordered(filters: Omit<OrderFilters, 'LanguageId'>) {
  const column = SORT_COLUMNS[filters.Sort as keyof typeof SORT_COLUMNS] ?? orders.createdAt;
  const direction = filters.Dir === 'asc' ? asc : desc;
  // The id breaks ties, so a page never repeats or skips an order of equal value.
  return [direction(column), direction(orders.id)];
}

/** One page of the filtered orders, newest first unless sorted otherwise, and how many match in all. */
export async function listOrders(db: Db, filters: Omit<OrderFilters, 'LanguageId'>, locale: Locale) {
  const where = whereOf(filters);
  const [statuses, rows, [{ count }]] = await Promise.all([
    db.select().from(orderStatuses).orderBy(asc(orderStatuses.id)),
    db
      .select(listColumns)
      .from(orders)
      .innerJoin(orderStatuses, eq(orderStatuses.id, orders.status))
      .where(where)
      .orderBy(...ordered(filters))
      .limit(ORDERS_PAGE_SIZE)
      .offset((filters.Page - 1) * ORDERS_PAGE_SIZE),
    db.select({ count: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return {
    Orders: rows.map((row) => rowView(row, locale)),
    Total: count,
    Page: filters.Page,
    PageSize: ORDERS_PAGE_SIZE,
    /** Every status by its label, for the filter. */
    Statuses: statuses.map((status) => ({ Id: status.id, Text: pick(status, 'name', locale) })),
  };
}

/** Every order the filters match (up to the export limit), in the list's order, for the CSV file. */
export async function ordersForExport(db: Db, filters: Omit<OrderFilters, 'LanguageId'>, locale: Locale) {
  const rows = await db
    .select(listColumns)
    .from(orders)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.status))
    .where(whereOf(filters))
    .orderBy(...ordered(filters))
    .limit(ORDERS_EXPORT_LIMIT);
  return rows.map((row) => rowView(row, locale));
}
