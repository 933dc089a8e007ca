import { clientCountry, TURKEY } from '@/lib/shop/country';
import { readStorage, STORAGE_KEYS } from '@/lib/shop/storage';
import { callApi } from './client';

let fromLayout: Promise<number> | null = null;

/**
 * The delivery country the basket and checkout price cargo for: the shopper's own choice from the
 * address step, else /get-layout-info's ClientCountry (a CDN's country header or the browser's
 * region), else Türkiye. Read in the browser only, so cached pages never carry it. The country
 * table that checks a stored choice loads only when there is one: every product page's basket
 * button reaches this.
 */
export async function deliveryCountryId(): Promise<number> {
  const stored = Number(readStorage(STORAGE_KEYS.deliveryCountry));
  // A table that failed to load must not stop the price: the server checks the stored id in any case.
  if (stored && (await import('@/lib/shop/countries').then(({ isCountryId }) => isCountryId(stored), () => true))) return stored;
  fromLayout ??= callApi('get-layout-info', {}, { silent: true }).then((reply) => clientCountry(reply).id, () => TURKEY.id);
  return fromLayout;
}
