import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import { REFUNDABLE_STATUSES } from '@/lib/shop/orders/status';
import type { Db } from '../../db/client';
import { orderLines, orders, orderStatuses } from '../../db/schema';
import { orderSummary, previousStatuses, summaryColumns } from './views';

/** Pieces in an order (a line of 2 counts 2), read per order through the lines' index. */
const pieceCount = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;

interface ListOptions {
  skip: number;
  take: number;
  /** Only the orders a refund can still be asked for (the returns page). */
  onlyRefundable: boolean;
}

/**
 * The member's orders (spec 02 §7 /get-user-orders), newest first, with the number of pieces in each
 * and the labels in the caller's language. One row more than a page is read, so `Continue` says
 * whether another page exists without a count.
 */
export async function listUserOrders(db: Db, userId: number, locale: Locale, { skip, take, onlyRefundable }: ListOptions) {
  const rows = await db
    .select({ ...summaryColumns, productCount: pieceCount })
    .from(orders)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.status))
    .leftJoin(previousStatuses, eq(previousStatuses.id, orders.previousStatus))
    .where(and(eq(orders.userId, userId), onlyRefundable ? inArray(orders.status, [...REFUNDABLE_STATUSES]) : undefined))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(skip)
    .limit(take + 1);
  return {
    List: rows.slice(0, take).map((row) => orderSummary(row, row.productCount, locale)),
    Continue: rows.length > take,
  };
}
