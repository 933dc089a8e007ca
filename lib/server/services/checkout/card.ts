import { and, eq, lt } from 'drizzle-orm';
import { addressLines } from '@/lib/shop/address-lines';
import { cardPaymentDeadline } from '@/lib/shop/checkout/deadline';
import { localeOfLanguageId, localizedPath, type Locale } from '@/lib/shop/locale';
import { formatMoney, type Currency } from '@/lib/shop/money';
import { ORDER_STATUS } from '@/lib/shop/orders/status';
import { appRoutes, routes } from '@/lib/shop/routes';
import type { PaytrTokenInput } from '@/lib/shop/validation/checkout';
import type { Db } from '../../db/client';
import { layoutInfo, orderLines, orders, orderStatuses, orderStatusHistory, paymentNotifications } from '../../db/schema';
import { ApiError } from '../../errors';
import { orderMail } from '../../mail/order-mail';
import { paymentAlertMail, type PaymentAlert } from '../../mail/payment-alert';
import { deliverSoon } from '../../mail/outbox-worker';
import {
  callbackHash, PAYTR_ACTION, paytrAmount, paytrConfig, paytrCurrency, paytrToken, sameSignature, type PaytrConfig,
} from '../../payments/paytr';
import { translator } from '../../translate';
import { postalAddressOf } from '../orders/addresses';
import type { ShopperOwner } from '../shopper';
import { enqueueMail } from '../outbox';
import type { Buyer } from './addresses';
import { createOrder, settleUnpaid } from './orders';
import { takeOrderOffBasket } from './paid-lines';

/**
 * Starts a card payment: the order is made awaiting payment from the server's prices with the
 * instalment surcharge (stock held for CARD_HOLD_MINUTES), and the answer is the hidden form the
 * browser posts to PayTR (or the sandbox), card fields excluded: the browser adds them.
 */
export async function startCardPayment(db: Db, owner: ShopperOwner, locale: Locale, input: PaytrTokenInput, buyer: Buyer, userIp: string, origin: string) {
  const config = await paytrConfig(db);
  if (!config) throw new ApiError('card_payments_unavailable');
  // The form is this caller's alone: its addresses follow where the caller reached the shop (ADR 0041).
  const absolute = (path: string) => new URL(path, origin).toString();
  const order = await createOrder(db, {
    owner,
    locale,
    input,
    buyer,
    paymentType: 'card',
    installmentCount: input.InstallmentCount,
    discountCode: input.DiscountCode,
    paymentDeadline: cardPaymentDeadline(new Date()),
  });
  const signed = {
    merchant_id: config.merchantId,
    user_ip: userIp,
    merchant_oid: order.merchantOid,
    email: buyer.email,
    payment_amount: paytrAmount(order.totals.total),
    payment_type: 'card',
    installment_count: String(input.InstallmentCount),
    currency: paytrCurrency(order.currency),
    test_mode: config.testMode ? '1' : '0',
    non_3d: '0',
  };
  const basket = order.lines.map((line) => [line.VariationName ? `${line.Title} (${line.VariationName})` : line.Title, paytrAmount(line.UnitPrice), line.Quantity]);
  const Fields: Record<string, string> = {
    ...signed,
    merchant_ok_url: absolute(localizedPath(routes.paymentSuccess(), locale)),
    merchant_fail_url: absolute(localizedPath(routes.paymentFailure(order.merchantOid), locale)),
    user_name: buyer.delivery.nameSurname.slice(0, 60),
    // The whole delivery address as its country writes it (name left out: user_name carries it), within PayTR's 400.
    user_address: addressLines({ ...buyer.delivery, street: buyer.delivery.address, name: '' }, locale).join(', ').slice(0, 400),
    user_phone: buyer.delivery.phone,
    user_basket: JSON.stringify(basket),
    client_lang: locale,
    debug_on: config.testMode ? '1' : '0',
    paytr_token: paytrToken(config, signed),
  };
  if (input.SelectedBank) Fields.card_type = input.SelectedBank.toLowerCase();
  return {
    Action: config.sandbox ? absolute(appRoutes.paytrSandbox()) : PAYTR_ACTION,
    Fields,
    OrderId: order.id,
    OrderNo: order.orderNo,
    MerchantOid: order.merchantOid,
    TotalPrice: order.totals.total,
    TotalPriceStr: formatMoney(order.totals.total, order.currency),
  };
}

export type NotificationOutcome = 'ok' | 'bad_hash';

const text = (value: FormDataEntryValue | string | null | undefined) => (typeof value === 'string' ? value : '');

/**
 * PayTR's notification (form fields as posted). Every notification is recorded; one whose hash
 * does not verify changes nothing else. A known order moves only from awaiting payment, once:
 * to paid (basket emptied, confirmation queued) when the amount is the order's total, or to failed
 * (stock and discount use released, the reason kept). A repeat or an unknown merchant_oid is
 * answered OK so that PayTR stops resending.
 */
export async function handlePaytrNotification(db: Db, fields: Record<string, string>, given?: PaytrConfig): Promise<NotificationOutcome> {
  // With card payments off nothing can sign a notification: every one is refused.
  const config = given ?? (await paytrConfig(db));
  const merchantOid = text(fields.merchant_oid).slice(0, 64);
  const status = text(fields.status);
  const totalAmount = text(fields.total_amount);
  const hashValid = !!config && sameSignature(callbackHash(config, { merchant_oid: merchantOid, status, total_amount: totalAmount }), text(fields.hash));
  const amount = /^\d{1,12}$/.test(totalAmount) ? Number(totalAmount) : null;
  // The signature itself is not kept: what it signed is.
  const payload = Object.fromEntries(Object.entries(fields).filter(([key]) => key !== 'hash'));
  return db.transaction(async (tx) => {
    const [notification] = await tx
      .insert(paymentNotifications)
      .values({
        merchantOid,
        status: status.slice(0, 20),
        totalAmount: amount,
        failedReasonCode: text(fields.failed_reason_code).slice(0, 20) || null,
        failedReasonMessage: text(fields.failed_reason_msg).slice(0, 500) || null,
        hashValid,
        payload,
      })
      .returning({ id: paymentNotifications.id });
    if (!hashValid) {
      console.warn(`[paytr] notification #${notification.id} for ${merchantOid || '(none)'} refused: the hash does not verify`);
      return 'bad_hash';
    }
    const [order] = await tx.select().from(orders).where(eq(orders.merchantOid, merchantOid));
    if (!order) {
      console.warn(`[paytr] notification #${notification.id} names no order (${merchantOid})`);
      return 'ok';
    }
    const locale = localeOfLanguageId(order.languageId);
    let changed = false;
    if (status === 'success') {
      if (amount !== order.total) {
        console.error(`[paytr] order ${order.orderNo}: paid ${totalAmount} but the order's total is ${order.total}; left awaiting payment for a person to look at`);
        await alertShop(tx, { kind: 'amount', order, paid: amount, notificationId: notification.id });
        return 'ok';
      }
      changed = await markPaid(tx, order, locale);
    } else if (status === 'failed') {
      const reason = text(fields.failed_reason_msg).slice(0, 500) || null;
      changed = await settleUnpaid(tx, { id: order.id }, ORDER_STATUS.paymentFailed, `paytr ${text(fields.failed_reason_code)}`.trim(), reason);
    }
    if (changed) await tx.update(paymentNotifications).set({ processedAt: new Date() }).where(eq(paymentNotifications.id, notification.id));
    else if (order.status !== ORDER_STATUS.awaitingPayment && status === 'success' && order.status !== ORDER_STATUS.paid) {
      console.error(`[paytr] order ${order.orderNo} was paid while ${order.status} (not awaiting payment): refund or restore it by hand`);
      await alertShop(tx, { kind: 'late', order, paid: amount, notificationId: notification.id });
    }
    return 'ok';
  }).finally(() => void deliverSoon());
}

/**
 * Money no order took — paid after the hold ran out (the order cancelled, its stock given back), or
 * another amount than the total — is a person's job: the shop's address gets a notice in the same
 * transaction as the notification's record. A shop with no address on file keeps the log line only.
 */
async function alertShop(tx: Db, { kind, order, paid, notificationId }: { kind: PaymentAlert['kind']; order: typeof orders.$inferSelect; paid: number | null; notificationId: number }) {
  const [shop] = await tx.select({ email: layoutInfo.email }).from(layoutInfo).limit(1);
  if (!shop?.email) return;
  const [status] = await tx.select({ name: orderStatuses.nameTr }).from(orderStatuses).where(eq(orderStatuses.id, order.status));
  await enqueueMail(
    tx,
    paymentAlertMail(shop.email, {
      kind,
      orderNo: order.orderNo,
      status: status?.name ?? String(order.status),
      currency: order.currency as Currency,
      total: order.total,
      paid,
      customerEmail: order.email,
      notificationId,
    }),
  );
}

async function markPaid(tx: Db, order: typeof orders.$inferSelect, locale: Locale) {
  const [paid] = await tx
    .update(orders)
    .set({ status: ORDER_STATUS.paid, previousStatus: ORDER_STATUS.awaitingPayment, paidAt: new Date(), paymentDeadline: null, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, ORDER_STATUS.awaitingPayment)))
    .returning({ id: orders.id });
  if (!paid) return false;
  await tx.insert(orderStatusHistory).values({ orderId: order.id, status: ORDER_STATUS.paid, note: 'paytr' });
  const owner: ShopperOwner | null = order.userId != null ? { userId: order.userId } : order.anonymousId ? { anonymousId: order.anonymousId } : null;
  if (owner) await takeOrderOffBasket(tx, owner, order.id);
  const lines = await tx.select({ title: orderLines.title, quantity: orderLines.quantity, lineTotal: orderLines.lineTotal }).from(orderLines).where(eq(orderLines.orderId, order.id));
  await enqueueMail(
    tx,
    orderMail(
      { email: order.email, name: order.deliveryNameSurname, orderNo: order.orderNo, currency: order.currency as 'TRY' | 'USD', total: order.total, lines, delivery: postalAddressOf(order, 'delivery') },
      locale,
    ),
  );
  return true;
}

/** Stock held by unpaid orders whose deadline passed goes back: each order cancelled in its own conditional update. */
export async function expireUnpaidOrders(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: orders.id, languageId: orders.languageId })
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.awaitingPayment), lt(orders.paymentDeadline, now)))
    .orderBy(orders.paymentDeadline)
    .limit(500);
  let cancelled = 0;
  for (const { id, languageId } of due) {
    const note = translator(localeOfLanguageId(languageId))('checkoutOrders.expired');
    if (await db.transaction((tx) => settleUnpaid(tx, { id, deadlineBefore: now }, ORDER_STATUS.cancelled, note))) cancelled += 1;
  }
  return cancelled;
}
