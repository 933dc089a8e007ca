import useSWR, { mutate } from 'swr';
import { ensureAnonymousId, shopper } from './anonymous';
import { callApi } from './client';
import { deliveryCountryId } from './delivery-country';
import type { InputOf, OutputOf } from './contract';
import { BASKET_COUNT_KEY, BASKET_KEY, BASKET_SUGGESTIONS_KEY, MENU_BASKET_KEY } from './keys';

export type Basket = OutputOf<'get-cart-products'>;
export type BasketLine = Basket['List'][number];
export type StockCheck = OutputOf<'check-cart-stock'>;

/** The basket page's lines and totals; undefined while they load, an error SWR keeps for the page's retry. */
export function useBasket() {
  const { data, error, mutate: reload } = useSWR(BASKET_KEY, async () => {
    const reply = await callApi('get-cart-products', { ...shopper(), CountryId: await deliveryCountryId() }, { silent: true });
    if (!reply?.succeeded) throw new Error(reply?.message ?? 'network');
    return reply.data;
  });
  return { basket: data, failed: Boolean(error) && !data, reload: () => void reload() };
}

/** Spec 02 §4: after every change (and after an order takes the basket's pieces) the basket, the header count and its popover are read again. */
export async function refreshBasket() {
  await Promise.all([mutate(BASKET_KEY), mutate(BASKET_COUNT_KEY), mutate(MENU_BASKET_KEY), mutate(BASKET_SUGGESTIONS_KEY)]);
}

/** The basket page's slider, from the basket's categories and designers; empty while it loads or when the call fails (spec 02 §8: silent). */
export function useBasketSuggestions() {
  const { data } = useSWR(BASKET_SUGGESTIONS_KEY, async () => {
    const reply = await callApi('get-cart-suggestions', shopper(), { silent: true });
    return reply?.succeeded ? reply.data.List : [];
  });
  return data ?? [];
}

type Item = Omit<InputOf<'add-to-cart'>, 'AnonymousUserId' | 'UserId' | 'LanguageId'>;

/**
 * Puts a piece in the basket of this visitor (the anonymous id, created if needed) or member (the
 * session cookie), then refreshes the header count and popover at once. A refusal shows the error
 * modal through the fetch wrapper; the answer is null then.
 */
export async function addToBasket(item: Item) {
  const reply = await callApi('add-to-cart', { ...item, ...shopper(await ensureAnonymousId()) });
  if (!reply?.succeeded) return null;
  await Promise.all([mutate(BASKET_COUNT_KEY, reply.data.CartCount, { revalidate: false }), mutate(MENU_BASKET_KEY)]);
  return reply;
}

/**
 * The page's changes: each refusal shows the error modal (spec 02 §8) through the fetch wrapper, and
 * the basket is read again whatever the answer, so the page shows what the server holds.
 */
async function change<T>(call: Promise<T>): Promise<T> {
  const reply = await call;
  await refreshBasket();
  return reply;
}

export const changeQuantity = (line: BasketLine, Quantity: number) => change(callApi('change-cart-quantity', { ...shopper(), Id: line.Id, Quantity }));

export const changeVariation = (line: BasketLine, VariationId: number) => change(callApi('change-cart-variation', { ...shopper(), Id: line.Id, VariationId }));

export const removeLine = (line: BasketLine) => change(callApi('remove-cart-product', { ...shopper(), Id: line.Id }));

/** Spec 02 §8: clearing the basket is silent on failure; the page reads the basket again either way. */
export const clearBasket = () => change(callApi('clear-cart', shopper(), { silent: true }));

/** Before checkout: which lines ask for more than the stock holds (a refusal, e.g. an empty basket, shows the error modal). */
export const checkStock = () => callApi('check-cart-stock', shopper());
