import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';

/** Every column the seed fills with a picture path. */
const PICTURE_COLUMNS = [
  ['categories', 'photo_path'],
  ['designers', 'logo'],
  ['designers', 'banner_photo'],
  ['products', 'main_photo'],
  ['product_photos', 'photo_path'],
  ['product_variations', 'photo_path'],
  ['product_link_items', 'photo_path'],
  ['sliders', 'photo_path'],
  ['sliders', 'photo_path_mobile'],
  ['banners', 'photo_path'],
  ['popups', 'photo_path'],
  ['blogs', 'cover_photo'],
  ['blogs', 'detail_photo'],
  ['workshops', 'cover_photo'],
  ['workshops', 'detail_photo'],
  ['collaborations', 'cover_photo'],
  ['fashion_items', 'photo_path'],
  ['about_pages', 'photo_path'],
] as const;

const PREFIX = '/media/';

/** The media_assets path of a picture path the seed wrote. */
export const assetPath = (picture: string) => picture.slice(PREFIX.length);

/**
 * Lists the demo pictures the seeded rows refer to: the media route draws only these. Returns how many.
 * `productsListed`: the bulk loaders listed the product tables' pictures as they wrote them (db/seed/bulk/slice.ts).
 */
export async function recordMediaAssets(db: Db, productsListed = false): Promise<number> {
  const columns = productsListed ? PICTURE_COLUMNS.filter(([table]) => !table.startsWith('product')) : PICTURE_COLUMNS;
  const sources = columns.map(([table, column]) => `select ${column} as p from ${table}`).join(' union all ');
  // PGlite counts the inserted rows in affectedRows, node-postgres in rowCount.
  const result: unknown = await db.execute(
    sql.raw(
      `insert into media_assets (path) select distinct substr(p, ${PREFIX.length + 1}) from (${sources}) s ` +
        `where p like '${PREFIX}demo/%' on conflict do nothing`,
    ),
  );
  const counts = result as { affectedRows?: number; rowCount?: number };
  return counts.affectedRows ?? counts.rowCount ?? 0;
}
