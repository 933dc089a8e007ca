import { mutate } from 'swr';
import { ensureAnonymousId } from './anonymous';
import { callApi } from './client';
import { FAVOURITE_IDS_KEY } from './keys';

/**
 * Spec 01 §4: adds the product when it is not a favourite, removes it otherwise, then reloads the
 * ids (every heart on the page follows). A refusal shows the error modal; the answer is false then.
 */
export async function toggleFavourite(item: { ProductId: number; VariationId?: number | null }, isFavourite: boolean): Promise<boolean> {
  const anonymous = await ensureAnonymousId();
  const owner = anonymous ? { AnonymousUserId: anonymous } : {};
  const reply = isFavourite
    ? await callApi('delete-favourite', { ProductId: item.ProductId, ...owner })
    : await callApi('add-favourite', { ProductId: item.ProductId, VariationId: item.VariationId ?? null, ...owner });
  await mutate(FAVOURITE_IDS_KEY);
  return Boolean(reply?.succeeded);
}
