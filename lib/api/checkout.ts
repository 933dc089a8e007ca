import useSWR from 'swr';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/shop/storage';
import type { AddressStepInput } from '@/lib/shop/validation/checkout';
import { shopper } from './anonymous';
import { refreshBasket } from './basket';
import { callApi } from './client';
import { deliveryCountryId, rememberDeliveryCountry } from './country';
import type { InputOf, OutputOf } from './contract';
import { BASKET_KEY } from './keys';

/**
 * The checkout's calls and its stored step data, typed once: the checkout components call these,
 * never `callApi` with a checkout name. Every call is silent; the steps decide how a refusal is
 * shown (beside a field, beside the code box, in the error modal).
 */

/** What the address step hands to the payment step under the spec's key `adresBilgileri` (the guest entry starts it with the e-mail). */
export type CheckoutData = Partial<AddressStepInput>;

export type CheckoutBasket = OutputOf<'get-cart-products'>;
export type BasketPrices = OutputOf<'get-cart-prices'>;
export type BankAccount = OutputOf<'get-bank-accounts'>['ResultList'][number];

const silent = { silent: true } as const;

/** The stored address step; null when there is none or it cannot be read (another page cleared it, a hand-edited value). */
export function readCheckoutData(): CheckoutData | null {
  const stored = readStorage(STORAGE_KEYS.addressData);
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as CheckoutData) : null;
  } catch {
    return null;
  }
}

export function writeCheckoutData(data: CheckoutData) {
  writeStorage(STORAGE_KEYS.addressData, JSON.stringify(data));
}

/**
 * The basket the checkout summarises (/get-cart-products: lines and totals) under the basket page's
 * key, so a step shows the basket the shopper just left at once; undefined while it loads (or while
 * `enabled` is false: a step about to send the shopper elsewhere reads nothing), an error SWR keeps
 * for a retry.
 */
export function useCheckoutBasket(enabled = true) {
  const { data, error, mutate: reload } = useSWR(enabled ? BASKET_KEY : null, async () => {
    const reply = await callApi('get-cart-products', { ...shopper(), CountryId: await deliveryCountryId() }, silent);
    if (!reply?.succeeded) throw new Error(reply?.message ?? 'network');
    return reply.data;
  });
  return { basket: data, failed: Boolean(error) && !data, reload: () => void reload() };
}

/** /get-cart-prices with a code: the totals with its discount, or the code's refusal. */
export const priceWithCode = async (DiscountCode: string) => callApi('get-cart-prices', { ...shopper(), DiscountCode, CountryId: await deliveryCountryId() }, silent);

type StepInput = Omit<InputOf<'payment-process'>, 'LanguageId' | 'AnonymousUserId'>;

/** The address step's server check (/payment-process with IsForChecking); the step's data is stored only once it passes. */
export async function checkAddressStep(input: AddressStepInput) {
  const reply = await callApi('payment-process', { ...input, ...shopper(), IsForChecking: true }, silent);
  if (reply?.succeeded) {
    writeCheckoutData(input);
    rememberDeliveryCountry(input.CountryId);
  }
  return reply;
}

/** The shop's transfer accounts and the one chosen for this order (spec 02 §3). */
export const bankAccounts = () => callApi('get-bank-accounts', {}, silent);

/** The bank-transfer order (/payment-process with IsBank); the header's basket count follows the emptied basket. */
export async function placeBankOrder(input: StepInput) {
  const reply = await callApi('payment-process', { ...input, ...shopper(), IsForChecking: false, IsBank: true }, silent);
  if (reply?.succeeded) await refreshBasket();
  return reply;
}

/** The card path's pending order and the provider form's fields (card data is added by the browser, never sent here). */
export const paytrToken = (input: Omit<InputOf<'get-paytr-token'>, 'LanguageId' | 'AnonymousUserId'>) =>
  callApi('get-paytr-token', { ...input, ...shopper() }, silent);

/** Spec 02 §4's card path after the token: the order it made is confirmed as this shopper's and still awaiting payment. */
export const confirmCardOrder = (input: StepInput & { MerchantOid: string }) =>
  callApi('payment-process', { ...input, ...shopper(), IsForChecking: false, IsBank: false }, silent);

/** The provider's reason for this shopper's failed attempt; null when it cannot be read. */
export async function paymentFailReason(MerchantOid: string, signal?: AbortSignal) {
  const reply = await callApi('get-payment-fail-reason', { MerchantOid, ...shopper() }, { silent: true, signal });
  return reply?.succeeded ? reply.data.Reason : null;
}

/** The provider's page did not open or was left: the attempt is cancelled and its pieces go back at once. */
export const abandonCardPayment = (MerchantOid: string) => callApi('abandon-card-payment', { MerchantOid, ...shopper() }, silent);

export type JustPaidOrder = OutputOf<'get-just-paid-order'>;

/** The card order this shopper has just paid, for the success page; null when there is none to show (or it cannot be read). */
export async function justPaidOrder(signal?: AbortSignal): Promise<JustPaidOrder | null> {
  const reply = await callApi('get-just-paid-order', { ...shopper() }, { silent: true, signal });
  return reply?.succeeded ? reply.data : null;
}
