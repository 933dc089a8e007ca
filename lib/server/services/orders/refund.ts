import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import { isOrderStatus, ORDER_STATUS, refundOffered, statesBefore } from '@/lib/shop/orders/status';
import type { RefundRequestInput } from '@/lib/shop/validation/orders';
import type { Db } from '../../db/client';
import { orders, orderStatusHistory, refundRequests, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { deliverSoon } from '../../mail/outbox-worker';
import { refundReceiptMail } from '../../mail/refund-mail';
import { enqueueMail } from '../outbox';

/** The partial unique index that keeps one open request per order, met by two requests at once. */
const isOpenRequestClash = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && ((error as { code?: unknown }).code === '23505' || isOpenRequestClash((error as { cause?: unknown }).cause));

/**
 * A member asks for a refund of their order (spec 02 §7 /get-refund-request). In one transaction:
 * the order is locked, must be the member's (else 404) and in a state that offers a refund (spec 02
 * §4), the request is stored (one open request per order: a second is 409), the order moves to
 * "refund requested" remembering the state it leaves, the move enters the history, and the receipt
 * mail is queued. An order already waiting for its refund answers 409, whoever asked first.
 */
export async function requestRefund(db: Db, userId: number, input: RefundRequestInput, locale: Locale): Promise<{ OrderId: number; Status: number }> {
  try {
    const answer = await db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status })
        .from(orders)
        .where(and(eq(orders.id, input.OrderId), eq(orders.userId, userId)))
        .for('update');
      if (!order) throw new ApiError('order_not_found');
      const [open] = await tx
        .select({ id: refundRequests.id })
        .from(refundRequests)
        .where(and(eq(refundRequests.orderId, order.id), eq(refundRequests.status, 'open')));
      if (open) throw new ApiError('refund_request_open');
      if (!isOrderStatus(order.status) || !refundOffered(order.status)) throw new ApiError('refund_not_offered');

      await tx.insert(refundRequests).values({
        orderId: order.id,
        userId,
        refundName: input.RefundName,
        refundIban: input.RefundIban,
        refundNote: input.RefundNote,
      });
      const moved = await tx
        .update(orders)
        .set({ status: ORDER_STATUS.refundRequested, previousStatus: order.status, updatedAt: new Date() })
        .where(and(eq(orders.id, order.id), inArray(orders.status, statesBefore(ORDER_STATUS.refundRequested))))
        .returning({ id: orders.id });
      if (moved.length === 0) throw new ApiError('refund_not_offered');
      await tx.insert(orderStatusHistory).values({ orderId: order.id, status: ORDER_STATUS.refundRequested });

      const [member] = await tx.select({ email: users.email, name: users.nameSurname }).from(users).where(eq(users.id, userId));
      await enqueueMail(tx, refundReceiptMail(member, { orderNo: order.orderNo, ibanEnd: input.RefundIban.slice(-4) }, locale));
      return { OrderId: order.id, Status: ORDER_STATUS.refundRequested };
    });
    void deliverSoon();
    return answer;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isOpenRequestClash(error)) throw new ApiError('refund_request_open');
    throw error;
  }
}
