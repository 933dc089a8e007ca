import 'server-only';
import { clientCountry } from '@/lib/shop/country';
import { readOptional } from './read';

/** Spec 01 §7: the shop's country from layout info; when that read fails the country is Turkey. */
export async function shopCountry() {
  const layout = await readOptional('get-layout-info', {}).catch(() => null);
  return clientCountry(layout ? { succeeded: true, data: layout } : null);
}
