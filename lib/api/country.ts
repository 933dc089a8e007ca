import useSWR, { mutate } from 'swr';
import { isCountryId } from '@/lib/shop/countries';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/shop/storage';
import { callApi } from './client';
import type { OutputOf } from './contract';
import { BASKET_KEY } from './keys';

export { deliveryCountryId } from './delivery-country';

export type CountryList = OutputOf<'get-country-list'>;

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
