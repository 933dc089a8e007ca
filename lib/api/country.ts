import useSWR, { mutate } from 'swr';
import { clientCountry, TURKEY } from '@/lib/shop/country';
import { isCountryId } from '@/lib/shop/countries';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/shop/storage';
import { callApi } from './client';
import type { OutputOf } from './contract';
import { BASKET_KEY } from './keys';

export type CountryList = OutputOf<'get-country-list'>;

let fromLayout: Promise<number> | null = null;

/**
 * The delivery country the basket and checkout price cargo for: the shopper's own choice from the
 * address step, else /get-layout-info's ClientCountry (a CDN's country header or the browser's
 * region), else Türkiye. Read in the browser only, so cached pages never carry it.
 */
export function deliveryCountryId(): Promise<number> {
  const stored = Number(readStorage(STORAGE_KEYS.deliveryCountry));
  if (isCountryId(stored)) return Promise.resolve(stored);
  fromLayout ??= callApi('get-layout-info', {}, { silent: true }).then((reply) => clientCountry(reply).id, () => TURKEY.id);
  return fromLayout;
}

/** The shopper chose a delivery country: remembered, and the basket is priced again for it. */
export function rememberDeliveryCountry(countryId: number) {
  if (!isCountryId(countryId) || readStorage(STORAGE_KEYS.deliveryCountry) === String(countryId)) return;
  writeStorage(STORAGE_KEYS.deliveryCountry, String(countryId));
  void mutate(BASKET_KEY);
}

/** Every country with its cargo zone and the zones' rates (names come from Intl.DisplayNames). */
export function useCountries() {
  const { data } = useSWR('get-country-list', async () => {
    const reply = await callApi('get-country-list', {}, { silent: true });
    if (!reply?.succeeded) throw new Error(reply?.message ?? 'network');
    return reply.data;
  });
  return data;
}
