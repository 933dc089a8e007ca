import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import { isSoldOut } from '@/lib/shop/stock';
import type { Db } from '../db/client';
import { basketLines, baskets, productOptions, products, productVariations } from '../db/schema';
import { ApiError } from '../errors';
import type { ShopperOwner } from './shopper';

/** The owner's basket row, as a condition on `carts`. */
export const ownedBy = (owner: ShopperOwner) => ('userId' in owner ? eq(baskets.userId, owner.userId) : eq(baskets.anonymousId, owner.anonymousId));

/** Items in the basket, counting quantities (the header badge). */
export async function basketCount(db: Db, owner: ShopperOwner | null): Promise<number> {
  if (!owner) return 0;
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${basketLines.quantity}), 0)::int` })
    .from(basketLines)
    .innerJoin(baskets, eq(baskets.id, basketLines.basketId))
    .where(ownedBy(owner));
  return row?.count ?? 0;
}

/** The owner's basket, created on first use; concurrent first adds meet on the unique index. */
export async function basketIdOf(db: Db, owner: ShopperOwner): Promise<number> {
  const values = 'userId' in owner ? { userId: owner.userId } : { anonymousId: owner.anonymousId };
  const target = 'userId' in owner ? baskets.userId : baskets.anonymousId;
  await db.insert(baskets).values(values).onConflictDoNothing({ target, where: sql`${target} is not null` });
  const [basket] = await db.select({ id: baskets.id }).from(baskets).where(ownedBy(owner));
  return basket.id;
}

export interface BasketItem {
  productId: number;
  variationId?: number | null;
  option?: string | null;
  quantity: number;
}

/**
 * Puts a piece in the basket after the shop's checks: the product is on sale, a product with
 * variations names one of its own, an offered option is one of the list, and the basket never
 * holds more than the stock — adding to a line already there sums the quantities, and the sum is
 * checked in the same statement that writes it, so two tabs cannot overbook together.
 */
export async function addToBasket(db: Db, owner: ShopperOwner, item: BasketItem) {
  const [product] = await db
    .select({ id: products.id, isMainVariation: products.isMainVariation, stock: products.stock })
    .from(products)
    .where(and(eq(products.id, item.productId), eq(products.isActive, true)));
  if (!product) throw new ApiError('product_not_found');

  let stock = product.stock;
  let variationId: number | null = null;
  if (!product.isMainVariation) {
    if (item.variationId == null) throw new ApiError('variation_not_chosen');
    const [variation] = await db
      .select({ id: productVariations.id, stock: productVariations.stock })
      .from(productVariations)
      .where(and(eq(productVariations.id, item.variationId), eq(productVariations.productId, product.id), eq(productVariations.isActive, true)));
    if (!variation) throw new ApiError('variation_not_found');
    stock = variation.stock;
    variationId = variation.id;
  } else if (item.variationId != null) {
    throw new ApiError('variation_not_found');
  }

  const optionName = await chosenOption(db, product.id, item.option);
  if (isSoldOut(stock) || item.quantity > stock) throw new ApiError('no_stock');

  const basketId = await basketIdOf(db, owner);
  const written = await db
    .insert(basketLines)
    .values({ basketId, productId: product.id, variationId, optionItemName: optionName, quantity: item.quantity })
    .onConflictDoUpdate({
      target: [basketLines.basketId, basketLines.productId, basketLines.variationId, basketLines.optionItemName],
      set: { quantity: sql`${basketLines.quantity} + excluded.quantity` },
      setWhere: sql`${basketLines.quantity} + excluded.quantity <= ${stock}`,
    })
    .returning({ quantity: basketLines.quantity });
  if (written.length === 0) throw new ApiError('no_stock');
  await db.update(baskets).set({ updatedAt: new Date() }).where(eq(baskets.id, basketId));
  return { Quantity: written[0].quantity, CartCount: await basketCount(db, owner) };
}

/**
 * A product with an option list needs one of its options (named in either language); the line
 * keeps the Turkish name, so it reads right after a language switch. Without a list, none.
 */
async function chosenOption(db: Db, productId: number, option: string | null | undefined): Promise<string | null> {
  const offered = await db.select({ nameTr: productOptions.nameTr, nameEn: productOptions.nameEn }).from(productOptions).where(eq(productOptions.productId, productId));
  if (offered.length === 0) return null;
  const wanted = option?.trim();
  const match = wanted ? offered.find((each) => each.nameTr === wanted || each.nameEn === wanted) : undefined;
  if (!match) throw new ApiError('variation_not_chosen');
  return match.nameTr;
}

/** Lines keep the Turkish option name; this gives each its name in the caller's language. */
export async function optionNamesIn(db: Db, locale: Locale, productIds: number[]) {
  const names = new Map<string, string>();
  if (productIds.length === 0 || locale === 'tr') return names;
  const rows = await db
    .select({ productId: productOptions.productId, nameTr: productOptions.nameTr, nameEn: productOptions.nameEn })
    .from(productOptions)
    .where(inArray(productOptions.productId, productIds));
  for (const row of rows) names.set(`${row.productId}:${row.nameTr}`, row.nameEn);
  return names;
}
