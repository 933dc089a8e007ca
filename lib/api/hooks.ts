import useSWR from 'swr';
import { shopper } from './anonymous';
import { callApi } from './client';
import { BASKET_COUNT_KEY, DISTRICTS_KEY, FAVOURITE_IDS_KEY, MENU_BASKET_KEY } from './keys';
import { whenSettled } from './settled';

/**
 * The header badge: the session cookie identifies a member, the anonymous id a visitor. The id is
 * read when fetching, so the count follows an id created after the first render. Asked once the
 * page has settled (./settled.ts).
 */
export function useBasketCount() {
  const { data, isLoading } = useSWR(BASKET_COUNT_KEY, async () => {
    await whenSettled();
    const reply = await callApi('get-cart-count', shopper(), { silent: true });
    return reply?.succeeded ? reply.data : 0;
  });
  return { count: data ?? 0, isLoading };
}

/** The header basket popover's lines and total; fetched only while `active` (the popover is open). */
export function useMenuBasket(active: boolean) {
  const { data, isLoading } = useSWR(active ? MENU_BASKET_KEY : null, async () => {
    const reply = await callApi('get-menu-cart', shopper(), { silent: true });
    return reply?.succeeded ? reply.data : null;
  });
  return { basket: data ?? null, isLoading };
}

/**
 * The districts of a chosen city (spec 02 §4: the list loads after a city is chosen); none before.
 * A failure is silent (spec 02 §8) and leaves the list empty.
 */
export function useDistricts(cityId: number | null) {
  const { data, isLoading } = useSWR(cityId ? [DISTRICTS_KEY, cityId] : null, async ([, CityId]: [string, number]) => {
    const reply = await callApi('get-district-list', { CityId }, { silent: true });
    return reply?.succeeded ? reply.data.districtList : [];
  });
  return { districts: data ?? [], isLoading };
}

/**
 * The favourite product ids of this member (session cookie) or visitor (anonymous id); undefined
 * until they arrive, so a heart is never shown pressed or unpressed wrongly. Every
 * heart on a page shares the key, so a page makes one request, once the page has settled
 * (./settled.ts). A failure is silent (spec 01 §8). Asked only while `active` (a page with hearts).
 */
export function useFavouriteIds(active = true) {
  const { data } = useSWR(active ? FAVOURITE_IDS_KEY : null, async () => {
    await whenSettled();
    const reply = await callApi('get-favorite-ids', shopper(), { silent: true });
    // An array, not a Set: SWR compares answers with dequal/lite, to which every Set looks equal.
    return reply?.succeeded ? reply.data.List.map((each) => each.ProductId) : [];
  });
  return data;
}
