import { mutate } from 'swr';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/shop/storage';
import type { AddressStepInput } from '@/lib/shop/validation/checkout';
import { CART_COUNT_KEY, MENU_CART_KEY } from './keys';

/**
 * The checkout's calls and its stored step data, typed once: the checkout components call these,
 * never `callApi` with a checkout name.
 */

/** What the address step hands to the payment step under the spec's key `adresBilgileri` (the guest entry starts it with the e-mail). */
export type CheckoutData = Partial<AddressStepInput>;

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

/** An order took the basket's pieces: the header's count and popover read the basket again. */
export async function refreshBasket() {
  await Promise.all([mutate(CART_COUNT_KEY), mutate(MENU_CART_KEY)]);
}
