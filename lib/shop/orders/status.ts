/**
 * The shop's order states (spec 02 §4 leaves the set open; the labels live in `order_statuses`,
 * so the server answers them in the shopper's language). Every change of state goes through
 * `canMove`, so no path can, say, pay a cancelled order.
 */
export const ORDER_STATUS = {
  awaitingPayment: 1,
  paid: 2,
  preparing: 3,
  shipped: 4,
  delivered: 5,
  cancelled: 6,
  refundRequested: 7,
  refunded: 8,
  paymentFailed: 9,
  rejected: 10,
  refundRejected: 11,
} as const;

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

const S = ORDER_STATUS;

/** Allowed moves: payment settles an awaiting order; the shop prepares, ships, delivers; refunds are asked for and answered. */
const MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [S.awaitingPayment]: [S.paid, S.paymentFailed, S.cancelled],
  [S.paid]: [S.preparing, S.cancelled, S.rejected, S.refundRequested],
  [S.preparing]: [S.shipped, S.cancelled, S.rejected, S.refundRequested],
  [S.shipped]: [S.delivered, S.refundRequested],
  [S.delivered]: [S.refundRequested],
  [S.cancelled]: [],
  [S.refundRequested]: [S.refunded, S.refundRejected],
  [S.refunded]: [],
  [S.paymentFailed]: [],
  [S.rejected]: [],
  [S.refundRejected]: [],
};

export const isOrderStatus = (value: number): value is OrderStatus => Object.hasOwn(MOVES, value);

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => MOVES[from].includes(to);

/** The states a move into `to` may start from (for one conditional UPDATE … WHERE status IN (…)). */
export const statesBefore = (to: OrderStatus): OrderStatus[] =>
  (Object.keys(MOVES).map(Number) as OrderStatus[]).filter((from) => MOVES[from].includes(to));

/** Spec 02 §4: no refund action while the order is cancelled, refunded, failed, rejected or refund-rejected. */
const NO_REFUND: ReadonlySet<OrderStatus> = new Set([S.cancelled, S.refunded, S.paymentFailed, S.rejected, S.refundRejected]);

/** The refund action is offered for a paid order not yet refunded or refused (an awaiting order has nothing to refund). */
export const refundOffered = (status: OrderStatus): boolean => !NO_REFUND.has(status) && status !== S.awaitingPayment && status !== S.refundRequested;

/** Spec 02 §4: 6, 9, 10 and 11 are shown as negative, 4 (shipped) as a distinct state. */
export type StatusTone = 'negative' | 'shipped' | 'normal';

export function statusTone(status: number): StatusTone {
  if (status === S.cancelled || status === S.paymentFailed || status === S.rejected || status === S.refundRejected) return 'negative';
  return status === S.shipped ? 'shipped' : 'normal';
}

/** The states in which a refund may be asked for (for one `WHERE status IN (…)`). */
export const REFUNDABLE_STATUSES: readonly OrderStatus[] = (Object.values(ORDER_STATUS) as OrderStatus[]).filter(refundOffered);
