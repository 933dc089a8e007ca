import { and, eq, inArray } from 'drizzle-orm';
import { maskedIban } from '@/lib/shop/iban';
import { localeOfLanguageId } from '@/lib/shop/locale';
import type { RefundState, SortDirection, SortOf } from '@/lib/shop/operators/lists';
import type { OperatorRole } from '@/lib/shop/operators/roles';
import { ORDER_STATUS, statesBefore } from '@/lib/shop/orders/status';
import type { OperatorActor } from '../../auth/operator-session';
import type { Db } from '../../db/client';
import { orders, orderStatusHistory, refundRequests, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { deliverSoon } from '../../mail/outbox-worker';
import { refundAnswerMail } from '../../mail/refund-mail';
import { recordAudit } from '../operators/audit';
import { enqueueMail } from '../outbox';
import { orderOf, pageOf, pageWindow } from './sorting';

const SORT_COLUMNS = { date: refundRequests.createdAt, order: orders.orderNo, amount: orders.total } as const;

/**
 * Refund requests in one state with their order and shopper. The account's IBAN is shown whole to
 * owners only; staff see it masked (the bank transfer back is an owner's job to check).
 */
export async function refundList(db: Db, role: OperatorRole, query: { State: RefundState; Sort: SortOf<'refunds'>; Dir: SortDirection; Page: number }) {
  const rows = await db
    .select({
      Id: refundRequests.id,
      OrderId: orders.id,
      OrderNo: orders.orderNo,
      OrderStatus: orders.status,
      Total: orders.total,
      Currency: orders.currency,
      ShopperName: users.nameSurname,
      ShopperEmail: users.email,
      AccountName: refundRequests.refundName,
      Iban: refundRequests.refundIban,
      Note: refundRequests.refundNote,
      BankReference: refundRequests.bankReference,
      RejectReason: refundRequests.rejectReason,
      CreatedAt: refundRequests.createdAt,
      AnsweredAt: refundRequests.answeredAt,
    })
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .innerJoin(users, eq(users.id, refundRequests.userId))
    .where(eq(refundRequests.status, query.State))
    .orderBy(...orderOf(SORT_COLUMNS[query.Sort], refundRequests.id, query.Dir))
    .limit(pageWindow(query.Page).limit)
    .offset(pageWindow(query.Page).offset);
  const shown = rows.map((row) => ({
    ...row,
    Iban: role === 'owner' ? row.Iban : maskedIban(row.Iban),
    CreatedAt: row.CreatedAt.toISOString(),
    AnsweredAt: row.AnsweredAt?.toISOString() ?? null,
  }));
  return pageOf(shown, query.Page);
}

type Answer = { approved: true; bankReference: string } | { approved: false; reason: string };

/**
 * Approves (7 → 8) or rejects (7 → 11) an open refund request. In one transaction: the request is
 * closed only while open and the order moved only while it waits for its refund (each one
 * conditional UPDATE, so a second operator or a repeat meets 409), the move enters the history
 * with the operator, the shopper's mail is queued in the order's language, and the audit row written.
 */
export async function answerRefund(db: Db, actor: OperatorActor, requestId: number, answer: Answer) {
  const to = answer.approved ? ORDER_STATUS.refunded : ORDER_STATUS.refundRejected;
  const result = await db.transaction(async (tx) => {
    const [request] = await tx.select().from(refundRequests).where(eq(refundRequests.id, requestId));
    if (!request) throw new ApiError('refund_request_not_found');
    const now = new Date();
    const [closed] = await tx
      .update(refundRequests)
      .set({
        status: answer.approved ? 'approved' : 'rejected',
        bankReference: answer.approved ? answer.bankReference : null,
        rejectReason: answer.approved ? null : answer.reason,
        answeredAt: now,
        answeredBy: actor.operatorId,
      })
      .where(and(eq(refundRequests.id, requestId), eq(refundRequests.status, 'open')))
      .returning();
    if (!closed) throw new ApiError('order_move_not_allowed');
    const [moved] = await tx
      .update(orders)
      .set({ status: to, previousStatus: ORDER_STATUS.refundRequested, updatedAt: now })
      .where(and(eq(orders.id, request.orderId), inArray(orders.status, statesBefore(to))))
      .returning({ id: orders.id, orderNo: orders.orderNo, languageId: orders.languageId });
    if (!moved) throw new ApiError('order_move_not_allowed');
    await tx.insert(orderStatusHistory).values({ orderId: moved.id, status: to, operatorId: actor.operatorId, note: answer.approved ? answer.bankReference : answer.reason });
    const [shopper] = await tx.select({ email: users.email, name: users.nameSurname }).from(users).where(eq(users.id, request.userId));
    const mailAnswer = answer.approved ? { ...answer, ibanEnd: request.refundIban.slice(-4) } : answer;
    await enqueueMail(tx, refundAnswerMail(shopper, { orderNo: moved.orderNo, orderId: moved.id }, mailAnswer, localeOfLanguageId(moved.languageId)));
    const stateOf = (row: typeof request, status: number) => ({ status: row.status, orderStatus: status, bankReference: row.bankReference, rejectReason: row.rejectReason });
    await recordAudit(tx, actor, {
      action: answer.approved ? 'refund.approved' : 'refund.rejected',
      entity: 'order',
      entityId: moved.id,
      before: stateOf(request, ORDER_STATUS.refundRequested),
      after: stateOf(closed, to),
    });
    return { RequestId: requestId, OrderId: moved.id, Status: to };
  });
  void deliverSoon();
  return result;
}
