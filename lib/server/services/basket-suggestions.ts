import { and, desc, eq, gt, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import type { Db } from '../db/client';
import { basketLines, baskets, categories, productCategories, products } from '../db/schema';
import { ownedBy } from './basket-store';
import { featuredProducts, productCards } from './product-cards';
import type { ShopperOwner } from './shopper';

/** The basket's slider holds this many. */
export const BASKET_SUGGESTION_LIMIT = 10;

/**
 * What the basket page suggests: pieces of the basket's child categories and designers, those that
 * share both first, then by popularity; never a piece already in the basket, nor a sold-out one. An empty basket (or a
 * visitor without one) gets the shop's featured pieces.
 */
export async function basketSuggestions(db: Db, locale: Locale, owner: ShopperOwner | null) {
  const inBasket = owner
    ? await db
        .selectDistinct({ productId: basketLines.productId, designerId: products.designerId })
        .from(basketLines)
        .innerJoin(baskets, eq(baskets.id, basketLines.basketId))
        .innerJoin(products, eq(products.id, basketLines.productId))
        .where(ownedBy(owner))
    : [];
  if (inBasket.length === 0) return featuredProducts(db, locale);
  const productIds = inBasket.map((line) => line.productId);
  const designerIds = [...new Set(inBasket.map((line) => line.designerId))];
  const childCategories = db
    .select({ id: productCategories.categoryId })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(and(inArray(productCategories.productId, productIds), isNotNull(categories.parentId), eq(categories.isActive, true)));
  const sameCategory = inArray(
    products.id,
    db.select({ id: productCategories.productId }).from(productCategories).where(inArray(productCategories.categoryId, childCategories)),
  );
  const sameDesigner = inArray(products.designerId, designerIds);
  return productCards(db, locale, and(notInArray(products.id, productIds), gt(products.stock, 0), or(sameCategory, sameDesigner)), {
    limit: BASKET_SUGGESTION_LIMIT,
    orderBy: [desc(sql`case when ${sameCategory} and ${sameDesigner} then 1 else 0 end`), desc(products.popularity), desc(products.id)],
  });
}
