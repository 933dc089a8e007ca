import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import { ApiError } from '../errors';
import type { Db } from '../db/client';
import { categories, products } from '../db/schema';
import { pick } from './localized';

/**
 * The short addresses `shop/{category url}` and `productdetail/{product url}` name a record by its slug
 * alone, in either language (a shared link outlives a language switch). They resolve to the record's
 * one full address in the page's language, which the page answers with a 308.
 */
export async function categoryUrlBySlug(db: Db, locale: Locale, slug: string) {
  const [row] = await db
    .select({ id: categories.id, slugTr: categories.slugTr, slugEn: categories.slugEn })
    .from(categories)
    .where(and(eq(categories.isActive, true), or(eq(categories.slugTr, slug), eq(categories.slugEn, slug))))
    .orderBy(asc(categories.id))
    .limit(1);
  if (!row) throw new ApiError('category_not_found');
  return routes.category(pick(row, 'slug', locale), row.id);
}

/** Titles repeat across designers, so one slug may name several products: the most popular answers. */
export async function productUrlBySlug(db: Db, locale: Locale, slug: string) {
  const [row] = await db
    .select({ id: products.id, slugTr: products.slugTr, slugEn: products.slugEn })
    .from(products)
    .where(and(eq(products.isActive, true), or(eq(products.slugTr, slug), eq(products.slugEn, slug))))
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(1);
  if (!row) throw new ApiError('product_not_found');
  return routes.product(pick(row, 'slug', locale), row.id);
}
