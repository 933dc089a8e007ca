import useSWR from 'swr';
import { getAnonymousId } from './anonymous';
import { callApi } from './client';

/** The header badge: the session cookie identifies a member, the anonymous id a visitor. */
export function useCartCount() {
  const anonymousId = getAnonymousId();
  const { data, isLoading } = useSWR(['get-cart-count', anonymousId] as const, async ([name, id]) => {
    const reply = await callApi(name, id ? { AnonymousUserId: id } : {}, { silent: true });
    return reply?.succeeded ? reply.data : 0;
  });
  return { count: data ?? 0, isLoading };
}
