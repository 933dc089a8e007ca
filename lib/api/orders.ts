import useSWR, { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { ORDERS_PAGE_SIZE } from '@/lib/shop/validation/orders';
import { callApi } from './client';
import type { InputOf, OutputOf } from './contract';
import { ORDER_DETAIL_KEY, RETURNABLE_ORDERS_KEY, USER_ORDERS_KEY } from './keys';
import { forgetMember } from './member';
import { readAsMember, type MemberRead } from './member-read';

export type OrderSummary = OutputOf<'get-user-orders'>['List'][number];
export type OrderDetail = OutputOf<'get-order-detail'>['List'][number];

type OrdersPage = MemberRead<OutputOf<'get-user-orders'>>;

/**
 * The member's orders (siparislerim), a page of ten at a time while the server says `Continue`:
 * undefined while the first page loads, `signedIn: false` for a visitor, an error SWR keeps for a retry.
 */
export function useUserOrders() {
  const { data, error, size, setSize, isValidating, mutate: reload } = useSWRInfinite<OrdersPage>(
    (index, previous) => {
      if (previous && (!previous.signedIn || !previous.data.Continue)) return null;
      return [USER_ORDERS_KEY, index * ORDERS_PAGE_SIZE];
    },
    ([, Skip]: [string, number]) => readAsMember('get-user-orders', { Skip, Take: ORDERS_PAGE_SIZE }),
    // "Show more" reads the next page only; the first is read again when the page is shown again.
    { revalidateFirstPage: false },
  );
  const first = data?.[0];
  const last = data?.[data.length - 1];
  const orders = (data ?? []).flatMap((page) => (page.signedIn ? page.data.List : []));
  return {
    first,
    orders,
    failed: Boolean(error) && !data,
    hasMore: Boolean(last?.signedIn && last.data.Continue),
    loadingMore: isValidating && size > (data?.length ?? 0),
    loadMore: () => void setSize(size + 1),
    reload: () => void reload(),
  };
}

/** The orders a refund can still be asked for (the returns page). */
export function useReturnableOrders() {
  const { data, error, mutate: reload } = useSWR(RETURNABLE_ORDERS_KEY, () => readAsMember('get-user-orders', { OnlyRefundable: true, Take: 50 }));
  return { read: data, failed: Boolean(error) && !data, reload: () => void reload() };
}

/** What the detail island shows: the order, none (another member's or no such order: 404), or a visitor. */
export type OrderRead = { signedIn: true; order: OrderDetail | null } | { signedIn: false };

async function readOrder(OrderId: number): Promise<OrderRead> {
  const reply = await callApi('get-order-detail', { OrderId }, { silent: true });
  if (reply?.succeeded) return { signedIn: true, order: reply.data.List[0] ?? null };
  if (reply?.code === 'order_not_found') return { signedIn: true, order: null };
  if (reply?.code === 'login_required') {
    forgetMember();
    return { signedIn: false };
  }
  throw new Error(reply?.message ?? 'network');
}

/** One of the member's orders (siparislerimdetay/{id}). */
export function useOrderDetail(orderId: number) {
  const { data, error, mutate: reload } = useSWR([ORDER_DETAIL_KEY, orderId], ([, id]: [string, number]) => readOrder(id));
  return { read: data, failed: Boolean(error) && !data, reload: () => void reload() };
}

/**
 * After a refund request the order's page and the returns page show its new state; the paged list
 * reads itself again when it is next shown (SWR revalidates stale data on mount).
 */
const refreshOrders = (orderId: number) => Promise.all([mutate([ORDER_DETAIL_KEY, orderId]), mutate(RETURNABLE_ORDERS_KEY)]);

/**
 * Sends the refund request form. Silent: the form shows per-field refusals beside the fields and
 * the rest in the error modal itself.
 */
export async function requestRefund(input: Omit<InputOf<'get-refund-request'>, 'LanguageId'>) {
  const reply = await callApi('get-refund-request', input, { silent: true });
  if (reply?.succeeded || reply?.code === 'refund_request_open' || reply?.code === 'refund_not_offered') await refreshOrders(input.OrderId);
  else if (reply?.code === 'login_required') forgetMember();
  return reply;
}
