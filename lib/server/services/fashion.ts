import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import type { Db } from '../db/client';
import { categories, fashionBestSellers, fashionItems, productCategories, products } from '../db/schema';
import { pick } from './localized';
import { localizeLinks } from './localized-links';
import { productCards } from './product-cards';

/** The fashion page's picture tiles (spec 02 §3 Fashion), in shop order. */
export async function listFashionItems(db: Db, locale: Locale) {
  const rows = await db.select().from(fashionItems).orderBy(asc(fashionItems.sortOrder), asc(fashionItems.id));
  const links = await localizeLinks(db, locale, rows.map((row) => row.buttonUrl));
  return rows.map((row, index) => ({ Id: row.id, Title: pick(row, 'title', locale), PhotoPath: row.photoPath, ButtonUrl: links[index], IsWidePhoto: row.isWidePhoto }));
}

/** Best sellers picked for the fashion page, in their order; a picked product that is no longer active drops out. */
export async function fashionBestSellerCards(db: Db, locale: Locale, limit: number) {
  const picks = await db.select().from(fashionBestSellers).orderBy(asc(fashionBestSellers.sortOrder), asc(fashionBestSellers.productId)).limit(limit);
  if (picks.length === 0) return [];
  const cards = await productCards(db, locale, inArray(products.id, picks.map((pick) => pick.productId)), { limit });
  const order = new Map(picks.map((each, index) => [each.productId, index]));
  return cards.sort((a, b) => order.get(a.Id)! - order.get(b.Id)!);
}

/**
 * The fashion page's category slider (spec 02 §3 Category slider item): the sub-categories of the
 * groups the fashion best sellers come from, taken in turn from each group (the group holding the
 * most picks first) so the first view mixes women, men and jewellery; in a group the sub-categories
 * holding picks come first, then shop order. A sale list that holds a pick ranks with its own group,
 * so it only shows when the fashion groups leave room.
 */
export async function categorySlider(db: Db, locale: Locale, take: number) {
  const [all, picked] = await Promise.all([
    db.select().from(categories).where(eq(categories.isActive, true)).orderBy(asc(categories.sortOrder), asc(categories.id)),
    db
      .select({ categoryId: productCategories.categoryId })
      .from(fashionBestSellers)
      .innerJoin(products, and(eq(products.id, fashionBestSellers.productId), eq(products.isActive, true)))
      .innerJoin(productCategories, eq(productCategories.productId, products.id)),
  ]);
  const groups = new Map(all.filter((row) => row.parentId === null).map((row) => [row.id, row]));
  // A picture slider: sub-categories of an active group that have a picture.
  const children = all.filter((row) => row.parentId !== null && groups.has(row.parentId) && row.photoPath);
  const picksIn = new Map<number, number>();
  for (const { categoryId } of picked) picksIn.set(categoryId, (picksIn.get(categoryId) ?? 0) + 1);
  const picksInGroup = new Map<number, number>();
  for (const child of children) picksInGroup.set(child.parentId!, (picksInGroup.get(child.parentId!) ?? 0) + (picksIn.get(child.id) ?? 0));

  const ranked = [...groups.keys()]
    .filter((groupId) => (picksInGroup.get(groupId) ?? 0) > 0)
    .sort((a, b) => picksInGroup.get(b)! - picksInGroup.get(a)! || a - b)
    .map((groupId) =>
      children
        .filter((child) => child.parentId === groupId)
        .sort((a, b) => Number(picksIn.has(b.id)) - Number(picksIn.has(a.id)) || a.sortOrder - b.sortOrder || a.id - b.id),
    );
  const inTurn = Array.from({ length: Math.max(0, ...ranked.map((group) => group.length)) }, (_, round) => ranked.flatMap((group) => group[round] ?? [])).flat();
  return inTurn
    .slice(0, take)
    .map((child) => ({
      Id: child.id,
      Name: pick(child, 'name', locale),
      // Women's and Men's "Clothing" share a name: the group tells them apart.
      GroupName: pick(groups.get(child.parentId!)!, 'name', locale),
      Url: routes.category(pick(child, 'slug', locale), child.id),
      PhotoPath: child.photoPath!,
    }));
}
