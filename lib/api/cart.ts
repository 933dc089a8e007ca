import { mutate } from 'swr';
import { ensureAnonymousId } from './anonymous';
import { callApi } from './client';
import type { InputOf } from './contract';
import { CART_COUNT_KEY, MENU_CART_KEY } from './keys';

type Item = Omit<InputOf<'add-to-cart'>, 'AnonymousUserId' | 'UserId' | 'LanguageId'>;

/**
 * Puts a piece in the basket of this visitor (the anonymous id, created if needed) or member (the
 * session cookie), then refreshes the header count and popover at once. A refusal shows the error
 * modal through the fetch wrapper; the answer is null then.
 */
export async function addToCart(item: Item) {
  const anonymous = await ensureAnonymousId();
  const reply = await callApi('add-to-cart', { ...item, ...(anonymous ? { AnonymousUserId: anonymous } : {}) });
  if (!reply?.succeeded) return null;
  await Promise.all([mutate(CART_COUNT_KEY, reply.data.CartCount, { revalidate: false }), mutate(MENU_CART_KEY)]);
  return reply;
}
