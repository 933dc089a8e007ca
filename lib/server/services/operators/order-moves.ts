import { and, eq } from 'drizzle-orm';
import { localeOfLanguageId, localizedPath } from '@/lib/shop/locale';
import { formatMoney, parseAmount, type Currency } from '@/lib/shop/money';
import { ORDER_ACTIONS, type OrderAction } from '@/lib/shop/operators/order-actions';
import { CARRIERS, type CarrierId } from '@/lib/shop/orders/carriers';
import { canMove, isOrderStatus, type OrderStatus } from '@/lib/shop/orders/status';
import { routes } from '@/lib/shop/routes';
import type { OperatorActor } from '../../auth/operator-session';
import type { Db } from '../../db/client';
import { orders, orderStatusHistory } from '../../db/schema';
import { ApiError } from '../../errors';
import { orderUpdateMail, type OrderUpdate } from '../../mail/order-update-mail';
import { deliverSoon } from '../../mail/outbox-worker';
import { siteUrl } from '../../seo/site';
import { releaseHold } from '../checkout/orders';
import { enqueueMail } from '../outbox';
import { recordAudit } from './audit';

type OrderRow = typeof orders.$inferSelect;

export type MoveDetails =
  | { action: 'transferReceived'; amount: string }
  | { action: 'preparing' | 'delivered' }
  | { action: 'shipped'; carrier: CarrierId; trackingNumber: string }
  | { action: 'rejected'; reason: string }
  | { action: 'cancelled'; reason?: string | null };

/** What the move writes on the order besides its status. */
function changesOf(details: MoveDetails, order: OrderRow): Partial<OrderRow> {
  const now = new Date();
  switch (details.action) {
    case 'transferReceived':
      return { paidAt: now, transferReceivedAmount: parseAmount(details.amount) };
    case 'shipped':
      return { carrier: details.carrier, trackingNumber: details.trackingNumber };
    case 'rejected':
      return { rejectReason: details.reason };
    case 'cancelled':
      return { rejectReason: details.reason || order.rejectReason };
    default:
      return {};
  }
}

/** The history row's note: the amount, the shipment or the reason, as the operator gave it. */
function noteOf(details: MoveDetails, currency: Currency): string | null {
  switch (details.action) {
    case 'transferReceived':
      return formatMoney(parseAmount(details.amount) ?? 0, currency);
    case 'shipped':
      return `${CARRIERS[details.carrier].name} ${details.trackingNumber}`;
    case 'rejected':
      return details.reason;
    case 'cancelled':
      return details.reason || null;
    default:
      return null;
  }
}

/** The shopper's mail for the move, or none (preparing and delivered send none). */
function updateOf(details: MoveDetails, after: OrderRow): OrderUpdate | null {
  switch (details.action) {
    case 'transferReceived':
      return { kind: 'paid', amount: formatMoney(after.transferReceivedAmount ?? 0, after.currency as Currency) };
    case 'shipped':
      return { kind: 'shipped', carrier: CARRIERS[details.carrier].name, trackingNumber: details.trackingNumber, url: CARRIERS[details.carrier].url(details.trackingNumber) };
    case 'rejected':
      return { kind: 'rejected', reason: details.reason };
    case 'cancelled':
      return { kind: 'cancelled', reason: details.reason || null };
    default:
      return null;
  }
}

/** The part of an order the log keeps before and after a move. */
const stateOf = (row: OrderRow) => ({
  status: row.status,
  paidAt: row.paidAt?.toISOString() ?? null,
  transferReceivedAmount: row.transferReceivedAmount,
  carrier: row.carrier,
  trackingNumber: row.trackingNumber,
  rejectReason: row.rejectReason,
});

/**
 * An operator's move of an order (issue 22), in one transaction: one conditional update from the
 * status the operator saw (so of two operators moving it at once, one wins and the other is told it
 * changed), the history row naming the operator, stock and discount use back when it will never
 * ship, the shopper's mail in the order's language, and the audit row.
 */
export async function moveOrder(db: Db, actor: OperatorActor, orderId: number, fromStatus: number, details: MoveDetails) {
  const to: OrderStatus = ORDER_ACTIONS[details.action as OrderAction];
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!before) throw new ApiError('order_not_found');
    if (!isOrderStatus(fromStatus) || !canMove(fromStatus, to)) throw new ApiError('order_move_not_allowed');
    if (details.action === 'transferReceived' && before.paymentType !== 'bank') throw new ApiError('order_move_not_allowed');
    const [after] = await tx
      .update(orders)
      .set({ ...changesOf(details, before), status: to, previousStatus: fromStatus, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, fromStatus)))
      .returning();
    if (!after) throw new ApiError('order_changed');
    await tx.insert(orderStatusHistory).values({ orderId, status: to, note: noteOf(details, after.currency as Currency), operatorId: actor.operatorId });
    if (details.action === 'cancelled' || details.action === 'rejected') await releaseHold(tx, orderId);
    const update = updateOf(details, after);
    if (update) {
      const locale = localeOfLanguageId(after.languageId);
      const orderUrl = after.userId === null ? null : new URL(localizedPath(routes.order(after.id), locale), siteUrl()).toString();
      await enqueueMail(tx, orderUpdateMail({ orderId, email: after.email, name: after.deliveryNameSurname, orderNo: after.orderNo, orderUrl }, update, locale));
    }
    await recordAudit(tx, { operatorId: actor.operatorId, email: actor.email }, { action: `order.${details.action}`, entity: 'order', entityId: orderId, before: stateOf(before), after: stateOf(after) });
    return { mailed: Boolean(update), status: after.status };
  });
  if (result.mailed) void deliverSoon();
  return { OrderId: orderId, Status: result.status };
}
