import { and, asc, eq, gt, max } from 'drizzle-orm';
import { routes } from '@/lib/shop/routes';
import type { Db } from '../db/client';
import { products } from '../db/schema';

/** Active products' addresses per language and last change, in id order (a keyset page: no OFFSET scan at 100k). */
export async function productUrls(db: Db, afterId: number, take: number) {
  const rows = await db
    .select({ id: products.id, slugTr: products.slugTr, slugEn: products.slugEn, updatedAt: products.updatedAt })
    .from(products)
    .where(and(eq(products.isActive, true), gt(products.id, afterId)))
    .orderBy(asc(products.id))
    .limit(take);
  return rows.map((row) => ({
    Id: row.id,
    Urls: { tr: routes.product(row.slugTr, row.id), en: routes.product(row.slugEn, row.id) },
    UpdatedAt: row.updatedAt.toISOString(),
  }));
}

/** The highest id of an active product, 0 for none: how many id ranges a large sitemap has. */
export async function productLastId(db: Db): Promise<number> {
  const [row] = await db.select({ last: max(products.id) }).from(products).where(eq(products.isActive, true));
  return row?.last ?? 0;
}
