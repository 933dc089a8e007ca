import useSWR, { mutate } from 'swr';
import { ensureAnonymousId, shopper } from './anonymous';
import { callApi } from './client';
import { FAVOURITE_IDS_KEY, FAVOURITE_PRODUCTS_KEY } from './keys';
import { readAsMember } from './member-read';

/**
 * Spec 01 §4: adds the product when it is not a favourite, removes it otherwise, then reloads the
 * ids (every heart on the page follows) and answers with them, so the pressed heart shows the outcome
 * as soon as its call ends. A refusal shows the error modal.
 */
export async function toggleFavourite(item: { ProductId: number; VariationId?: number | null }, isFavourite: boolean): Promise<number[] | undefined> {
  const owner = shopper(await ensureAnonymousId());
  if (isFavourite) await callApi('delete-favourite', { ProductId: item.ProductId, ...owner });
  else await callApi('add-favourite', { ProductId: item.ProductId, VariationId: item.VariationId ?? null, ...owner });
  return mutate<number[]>(FAVOURITE_IDS_KEY);
}

/** The favourites page's cards (favorilerim): undefined while loading, `signedIn: false` for a visitor. */
export function useFavouriteProducts() {
  const { data, error, isLoading, mutate: reload } = useSWR(FAVOURITE_PRODUCTS_KEY, () => readAsMember('favorite-products', {}));
  return { read: data, failed: Boolean(error) && !data, isLoading, reload: () => void reload() };
}

/** After the page changes the list, the page's cards and every heart (header, cards) follow. */
const refreshFavourites = () => Promise.all([mutate(FAVOURITE_PRODUCTS_KEY), mutate(FAVOURITE_IDS_KEY)]);

/** Removes one product from the member's favourites (the page's remove button). Silent: the page shows the outcome. */
export async function removeFavourite(productId: number) {
  const reply = await callApi('delete-favourite', { ProductId: productId }, { silent: true });
  await refreshFavourites();
  return reply;
}

/** Empties the member's favourites ("clear all"). */
export async function clearFavourites() {
  const reply = await callApi('clear-favourite-products', {}, { silent: true });
  await refreshFavourites();
  return reply;
}
