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
  if (stored && (await import('@/lib/shop/countries')).isCountryId(stored)) return stored;
  fromLayout ??= callApi('get-layout-info', {}, { silent: true }).then((reply) => clientCountry(reply).id, () => TURKEY.id);
  return fromLayout;
}
