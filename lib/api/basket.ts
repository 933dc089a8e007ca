import useSWR, { mutate } from 'swr';
import { getAnonymousId } from './anonymous';
import { callApi } from './client';
import type { OutputOf } from './contract';
import { BASKET_KEY, CART_COUNT_KEY, MENU_CART_KEY } from './keys';

export type Basket = OutputOf<'get-cart-products'>;
export type BasketLine = Basket['List'][number];
export type StockCheck = OutputOf<'check-cart-stock'>;

/** A member's basket is the session's, so only a visitor sends the anonymous id. */
const shopper = () => {
  const id = getAnonymousId();
  return id ? { AnonymousUserId: id } : {};
};

/** The basket page's lines and totals; undefined while they load, an error SWR keeps for the page's retry. */
export function useBasket() {
  const { data, error, mutate: reload } = useSWR(BASKET_KEY, async () => {
    const reply = await callApi('get-cart-products', shopper(), { silent: true });
    if (!reply?.succeeded) throw new Error(reply?.message ?? 'network');
    return reply.data;
  });
  return { basket: data, failed: Boolean(error) && !data, reload: () => void reload() };
}

/** Spec 02 §4: after every change the basket, the header count and its popover are read again. */
const refreshBasket = () => Promise.all([mutate(BASKET_KEY), mutate(CART_COUNT_KEY), mutate(MENU_CART_KEY)]);

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
