import { eq, inArray } from 'drizzle-orm';
import { markTags } from '../cache/revalidations';
import { categoryTag, designerTag, LISTING_TAGS, productTag } from '../cache/tags';
import type { Db } from '../db/client';
import { categories, productCategories, products } from '../db/schema';

/**
 * The cache tags a change to these products' stock, prices or texts touches: each product's own
 * (its page, and every list that shows its card), its designer's and its categories' with their
 * parents (whose listings include a child's products, and whose stock and price filters may now
 * take it in or leave it out), and the lists drawn from the whole catalogue.
 */
export async function productChangeTags(db: Db, productIds: readonly number[]): Promise<string[]> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return [];
  const owners = await db.select({ designerId: products.designerId }).from(products).where(inArray(products.id, ids));
  const filings = await db
    .select({ categoryId: productCategories.categoryId, parentId: categories.parentId })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(inArray(productCategories.productId, ids));
  const categoryIds = new Set(filings.flatMap((filing) => (filing.parentId ? [filing.categoryId, filing.parentId] : [filing.categoryId])));
  return [
    ...ids.map(productTag),
    ...new Set(owners.map((owner) => designerTag(owner.designerId))),
    ...[...categoryIds].map(categoryTag),
    ...Object.values(LISTING_TAGS),
  ];
}

/**
 * Marks what a change to these products touches as expired, in the transaction that changes them:
 * the mark exists exactly when the change does, and the next view of a page that showed them
 * renders anew instead of showing the old stock or price once more.
 */
export async function markProductsChanged(tx: Db, productIds: readonly number[]): Promise<void> {
  await markTags(tx, await productChangeTags(tx, productIds), 'expired');
}
