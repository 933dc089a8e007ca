import { and, asc, count, eq, gte, isNotNull, isNull, sql, sum } from 'drizzle-orm';
import { ORDER_STATUS } from '@/lib/shop/orders/status';
import { shopPeriods } from '@/lib/shop/operators/periods';
import type { Db } from '../../db/client';
import { careerApplications, contactMessages, designerApplications, mailOutbox, orders, refundRequests } from '../../db/schema';

/** Orders that never became a sale: they count neither as orders nor as revenue. */
const NOT_A_SALE = [ORDER_STATUS.paymentFailed];
/** Money that stayed with the shop: paid, and not cancelled, rejected or refunded since. */
const MONEY_GONE = [ORDER_STATUS.cancelled, ORDER_STATUS.rejected, ORDER_STATUS.refunded, ORDER_STATUS.paymentFailed];
const WAITING_LIST = 10;

/** Orders placed since `from` and the revenue among them, per currency (never added across currencies). */
async function salesSince(db: Db, from: Date) {
  const rows = await db
    .select({
      currency: orders.currency,
      orders: count(),
      revenue: sum(sql`case when ${orders.paidAt} is not null and ${orders.status} not in (${sql.join(MONEY_GONE.map((s) => sql`${s}`), sql`, `)}) then ${orders.total} else 0 end`),
    })
    .from(orders)
    .where(and(gte(orders.createdAt, from), sql`${orders.status} not in (${sql.join(NOT_A_SALE.map((s) => sql`${s}`), sql`, `)})`))
    .groupBy(orders.currency)
    .orderBy(asc(orders.currency));
  return rows.map((row) => ({ Currency: row.currency, Orders: row.orders, Revenue: Number(row.revenue ?? 0) }));
}

const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/**
 * The back-office home: what came in today and this week, and what waits for someone — transfers
 * to match (soonest deadline first), paid orders to prepare, open refund requests, unhandled
 * messages and applications, and mails that failed.
 */
export async function dashboard(db: Db, now = new Date()) {
  const { today, week } = shopPeriods(now);
  const awaitingTransfer = and(eq(orders.status, ORDER_STATUS.awaitingPayment), eq(orders.paymentType, 'bank'));
  const [todaySales, weekSales, transfers, transferCount, toPrepare, refunds, contact, designer, career, failedMails] = await Promise.all([
    salesSince(db, today),
    salesSince(db, week),
    db
      .select({ Id: orders.id, OrderNo: orders.orderNo, Total: orders.total, Currency: orders.currency, Deadline: orders.paymentDeadline, Name: orders.deliveryNameSurname })
      .from(orders)
      .where(awaitingTransfer)
      .orderBy(asc(orders.paymentDeadline), asc(orders.id))
      .limit(WAITING_LIST),
    countOf(db.select({ n: count() }).from(orders).where(awaitingTransfer)),
    countOf(db.select({ n: count() }).from(orders).where(eq(orders.status, ORDER_STATUS.paid))),
    countOf(db.select({ n: count() }).from(refundRequests).where(eq(refundRequests.status, 'open'))),
    countOf(db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt))),
    countOf(db.select({ n: count() }).from(designerApplications).where(isNull(designerApplications.handledAt))),
    countOf(db.select({ n: count() }).from(careerApplications).where(isNull(careerApplications.handledAt))),
    countOf(db.select({ n: count() }).from(mailOutbox).where(and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.error)))),
  ]);
  return {
    Today: todaySales,
    Week: weekSales,
    Transfers: transfers.map((row) => ({ ...row, Deadline: row.Deadline?.toISOString() ?? null, Overdue: Boolean(row.Deadline && row.Deadline < now) })),
    TransferCount: transferCount,
    ToPrepare: toPrepare,
    OpenRefunds: refunds,
    Unread: { contact, designer, career },
    FailedMails: failedMails,
  };
}

