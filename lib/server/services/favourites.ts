import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import type { Db } from '../db/client';
import { favourites, products, productVariations } from '../db/schema';
import { ApiError } from '../errors';
import type { ShopperOwner } from './shopper';
import { productCards, type ProductCard } from './product-cards';

/** A member's favourites are kept under the UserId; a visitor's under the anonymous id until login. */
const ownedBy = (owner: ShopperOwner) => ('userId' in owner ? eq(favourites.userId, owner.userId) : eq(favourites.anonymousId, owner.anonymousId));

/** The partial unique index an insert meets: one row per product and owner. */
const conflictTarget = (owner: ShopperOwner) => {
  const column = 'userId' in owner ? favourites.userId : favourites.anonymousId;
  return { target: [column, favourites.productId], targetWhere: sql`${column} is not null` };
};

/** Spec 01 §3 "Favourite id entry": the ids of the owner's favourite products that are still on sale. */
export async function favouriteIds(db: Db, owner: ShopperOwner | null): Promise<{ List: { ProductId: number }[] }> {
  if (!owner) return { List: [] };
  const rows = await db
    .select({ ProductId: favourites.productId })
    .from(favourites)
    .innerJoin(products, eq(products.id, favourites.productId))
    .where(and(ownedBy(owner), eq(products.isActive, true)))
    .orderBy(asc(favourites.createdAt), asc(favourites.id));
  return { List: rows };
}

/**
 * Spec 01 §5: a product with variations is favourited with one of its own variations, a product
 * sold as itself with none. Adding again is harmless: the row stays, the latest variation wins.
 */
export async function addFavourite(db: Db, owner: ShopperOwner, item: { productId: number; variationId?: number | null }) {
  const [product] = await db
    .select({ id: products.id, isMainVariation: products.isMainVariation })
    .from(products)
    .where(and(eq(products.id, item.productId), eq(products.isActive, true)));
  if (!product) throw new ApiError('product_not_found');

  let variationId: number | null = null;
  if (!product.isMainVariation) {
    if (item.variationId == null) throw new ApiError('variation_not_chosen');
    const [variation] = await db
      .select({ id: productVariations.id })
      .from(productVariations)
      .where(and(eq(productVariations.id, item.variationId), eq(productVariations.productId, product.id)));
    if (!variation) throw new ApiError('variation_not_found');
    variationId = variation.id;
  } else if (item.variationId != null) {
    throw new ApiError('variation_not_found');
  }

  const owned = 'userId' in owner ? { userId: owner.userId } : { anonymousId: owner.anonymousId };
  await db
    .insert(favourites)
    .values({ ...owned, productId: product.id, variationId })
    .onConflictDoUpdate({ ...conflictTarget(owner), set: { variationId } });
  return favouriteIds(db, owner);
}

/** Removing a product that is not a favourite (any more) is harmless; only an unknown product is refused. */
export async function deleteFavourite(db: Db, owner: ShopperOwner, productId: number) {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw new ApiError('product_not_found');
  await db.delete(favourites).where(and(ownedBy(owner), eq(favourites.productId, productId)));
  return favouriteIds(db, owner);
}

/**
 * Spec 01 §4 favourites page: the member's favourite products as the listings' cards, in the
 * caller's language and currency, the newest favourite first; products taken off sale drop out.
 */
export async function favouriteProducts(db: Db, locale: Locale, userId: number): Promise<{ List: ProductCard[] }> {
  const rows = await db
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.id));
  if (rows.length === 0) return { List: [] };
  const order = new Map(rows.map((row, index) => [row.productId, index]));
  const cards = await productCards(db, locale, inArray(products.id, [...order.keys()]), { limit: rows.length });
  return { List: cards.sort((a, b) => order.get(a.ProductId)! - order.get(b.ProductId)!) };
}

/** Empties the member's favourites (favorilerim's "clear all"). */
export async function clearFavourites(db: Db, userId: number): Promise<void> {
  await db.delete(favourites).where(eq(favourites.userId, userId));
}

/**
 * At login (the accounts work wires it): the visitor's favourites join the member's list. A product
 * the member already has keeps the member's row; the anonymous rows are gone afterwards.
 */
export async function mergeAnonymousFavourites(db: Db, anonymousId: string, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const visitor = await tx
      .select({ productId: favourites.productId, variationId: favourites.variationId, createdAt: favourites.createdAt })
      .from(favourites)
      .where(eq(favourites.anonymousId, anonymousId));
    if (visitor.length === 0) return 0;
    const moved = await tx
      .insert(favourites)
      .values(visitor.map((row) => ({ ...row, userId })))
      .onConflictDoNothing({ target: [favourites.userId, favourites.productId], where: sql`${favourites.userId} is not null` })
      .returning({ id: favourites.id });
    await tx.delete(favourites).where(eq(favourites.anonymousId, anonymousId));
    return moved.length;
  });
}
