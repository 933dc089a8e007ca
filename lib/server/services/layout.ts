import { eq } from 'drizzle-orm';
import { countryIdOf, TURKEY } from '@/lib/shop/countries';
import type { Db } from '../db/client';
import { countries, layoutInfo } from '../db/schema';
import { ApiError } from '../errors';

/**
 * Layout info. ClientCountry is the caller's country when the request tells it (a CDN header, the
 * browser's Accept-Language region), else the shop's own (Türkiye): pages read it in-process with no
 * caller, so nothing per country reaches a cached page.
 */
export async function getLayoutInfo(db: Db, callerCountry: string | null = null) {
  const [row] = await db
    .select({ info: layoutInfo, countryId: countries.id })
    .from(layoutInfo)
    .leftJoin(countries, eq(countries.code, layoutInfo.clientCountry))
    .limit(1);
  if (!row) throw new ApiError('content_not_found');
  const { info } = row;
  return {
    Phone: info.phone,
    Email: info.email,
    Address: info.address,
    Facebook: info.facebook,
    Instagram: info.instagram,
    Youtube: info.youtube,
    Pinterest: info.pinterest,
    LinkedIn: info.linkedin,
    Map: info.mapUrl,
    ClientCountry: callerCountry ?? info.clientCountry,
    ClientCountryId: countryIdOf(callerCountry) ?? row.countryId ?? TURKEY.id,
  };
}
