import { eq } from 'drizzle-orm';
import { TURKEY } from '@/lib/shop/country';
import type { Db } from '../db/client';
import { countries, layoutInfo } from '../db/schema';
import { ApiError } from '../errors';

export async function getLayoutInfo(db: Db) {
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
    ClientCountry: info.clientCountry,
    ClientCountryId: row.countryId ?? TURKEY.id,
  };
}
