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
 * How far ahead of its writing a mark is stamped. It is written inside the transaction, which
 * commits a little later; a page rendered in between still reads the old rows, and stamped at the
 * mark's own time it would pass for newer than the change. Renders in this margin are counted old
 * too, which costs a few extra renders and never a stale page.
 */
const COMMIT_MARGIN_MS = 1500;

/**
 * Marks what a change to these products touches as expired, in the transaction that changes them:
 * the mark exists exactly when the change does, and the next view of a page that showed them
 * renders anew instead of showing the old stock or price once more.
 */
export async function markProductsChanged(tx: Db, productIds: readonly number[]): Promise<void> {
  await markTagsChanged(tx, await productChangeTags(tx, productIds));
}

/**
 * The same for any edited record's own tags (a category's, a designer's, `content` for editorial
 * pages): marked expired inside the save's transaction, never the whole cache.
 */
export async function markTagsChanged(tx: Db, tags: readonly string[]): Promise<void> {
  await markTags(tx, tags, 'expired', Date.now() + COMMIT_MARGIN_MS);
}
