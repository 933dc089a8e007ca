import type { Db } from '../db/client';
import { layoutInfo } from '../db/schema';
import { ApiError } from '../api/errors';

export async function getLayoutInfo(db: Db) {
  const [row] = await db.select().from(layoutInfo).limit(1);
  if (!row) throw new ApiError('content_not_found');
  return {
    Phone: row.phone,
    Email: row.email,
    Address: row.address,
    Facebook: row.facebook,
    Instagram: row.instagram,
    Youtube: row.youtube,
    Pinterest: row.pinterest,
    LinkedIn: row.linkedin,
    Map: row.mapUrl,
    ClientCountry: row.clientCountry,
  };
}
