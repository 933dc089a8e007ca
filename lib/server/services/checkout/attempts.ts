import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import { ORDER_STATUS } from '@/lib/shop/orders/status';
import type { Db } from '../../db/client';
import { baskets, orders } from '../../db/schema';
import { ApiError } from '../../errors';
import { translator } from '../../translate';
import { ownedBy } from '../basket-store';
import type { ShopperOwner } from '../shopper';
import { cancelLiveAttempts, ordersOf, settleUnpaid } from './orders';

/** One of the shopper's own card attempts by its merchant_oid; another shopper's reads as no attempt at all (404). */
async function ownAttempt(db: Db, owner: ShopperOwner, merchantOid: string) {
  const [order] = await db
    .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status, failReason: orders.failReason, paymentType: orders.paymentType })
    .from(orders)
    .where(and(eq(orders.merchantOid, merchantOid), ordersOf(owner)));
  if (!order) throw new ApiError('order_not_found');
  return order;
}

/**
 * The card path's confirm (spec 02 §4) after the token made the order: it is the shopper's and still
 * awaiting payment. The order's own hold is what keeps its pieces, so stock is not judged again here.
 */
export async function confirmCardOrder(db: Db, owner: ShopperOwner, merchantOid: string) {
  const order = await ownAttempt(db, owner, merchantOid);
  if (order.status !== ORDER_STATUS.awaitingPayment) throw new ApiError('order_not_payable');
  return { OrderId: order.id, OrderNo: order.orderNo, MerchantOid: merchantOid };
}

/**
 * The shopper is back at a step before the provider's page: a card attempt still live is over, and
 * its hold goes back before the basket is judged, or the basket would be short of its own pieces.
 * Answers how many attempts were cancelled (the caller tells the shopper).
 */
export async function releaseLiveAttempts(db: Db, owner: ShopperOwner, locale: Locale) {
  // Most calls find none: one indexed read, no transaction.
  const [live] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(ordersOf(owner), eq(orders.status, ORDER_STATUS.awaitingPayment), eq(orders.paymentType, 'card')))
    .limit(1);
  if (!live) return 0;
  return db.transaction(async (tx) => {
    // The basket's lock, as an order takes it: a token being made for this basket finishes first.
    await tx.select({ id: baskets.id }).from(baskets).where(ownedBy(owner)).for('update');
    return cancelLiveAttempts(tx, owner, locale);
  });
}

/**
 * The shopper left the provider's page unopened or closed it: the attempt is cancelled and its
 * pieces go back at once rather than at the 30-minute expiry. An attempt already paid, failed or
 * cancelled stays as it is; the answer says what it is now.
 */
export async function abandonCardAttempt(db: Db, owner: ShopperOwner, locale: Locale, merchantOid: string) {
  const order = await ownAttempt(db, owner, merchantOid);
  // A transfer order is not an attempt at the provider: it waits for the money, not for this page.
  if (order.paymentType !== 'card') throw new ApiError('order_not_found');
  const released = await db.transaction((tx) => settleUnpaid(tx, { id: order.id }, ORDER_STATUS.cancelled, translator(locale)('checkoutOrders.abandonedAttempt')));
  return { MerchantOid: merchantOid, Released: released, Status: released ? ORDER_STATUS.cancelled : order.status };
}

/** The failure page's reason for the shopper's own attempt: PayTR's own, or a general one in the shopper's language. */
export async function paymentFailReason(db: Db, owner: ShopperOwner, locale: Locale, merchantOid: string) {
  const order = await ownAttempt(db, owner, merchantOid);
  return { MerchantOid: merchantOid, Reason: order.failReason ?? translator(locale)('checkoutOrders.failReasonGeneric'), Status: order.status };
}
