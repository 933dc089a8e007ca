import { canMove, ORDER_STATUS, type OrderStatus } from '../orders/status';

/** What an operator can do to an order (issue 22), each a move of the state machine. */
export const ORDER_ACTIONS = {
  transferReceived: ORDER_STATUS.paid,
  preparing: ORDER_STATUS.preparing,
  shipped: ORDER_STATUS.shipped,
  delivered: ORDER_STATUS.delivered,
  rejected: ORDER_STATUS.rejected,
  cancelled: ORDER_STATUS.cancelled,
} as const satisfies Record<string, OrderStatus>;

export type OrderAction = keyof typeof ORDER_ACTIONS;

/**
 * The actions the state machine allows from the order's status, in the order a day's work meets
 * them. A card order is paid by the provider's notification, never by hand: "transfer received"
 * is for bank transfers only.
 */
export function actionsFor(status: OrderStatus, paymentType: 'card' | 'bank'): OrderAction[] {
  return (Object.keys(ORDER_ACTIONS) as OrderAction[]).filter(
    (action) => canMove(status, ORDER_ACTIONS[action]) && (action !== 'transferReceived' || paymentType === 'bank'),
  );
}
