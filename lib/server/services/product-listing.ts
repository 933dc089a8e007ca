import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/shop/locale';
import { CATALOG_PRICE_RANGE, upperBound, type SortCode } from '@/lib/shop/listing';
import { designerIdsOf } from '@/lib/shop/validation/catalog';
import type { Db } from '../db/client';
import { categories, productCategories, products, productVariations } from '../db/schema';
import { currencyOf } from './localized';
import { productCards, type ProductCard } from './product-cards';

const filed = alias(categories, 'filed');

/**
 * A category and its children: a product filed under a child belongs to the parent's listing too.
 * The category ids go in as an array, so the planner reads the filed products from the
 * (category, product) index in one pass instead of probing categories once per product.
 */
export const inCategory = (db: Db, categoryId: number | AnyPgColumn) => {
  const tree = db.select({ id: filed.id }).from(filed).where(or(eq(filed.id, categoryId), eq(filed.parentId, categoryId)));
  return inArray(products.id, db.select({ id: productCategories.productId }).from(productCategories).where(sql`${productCategories.categoryId} = any(array(${tree}))`));
};

/** Spec 01 §3 total stock above 0: the product's own stock as a main variation, else the sum of its variations'. */
const inStock = (db: Db) =>
  or(
    and(eq(products.isMainVariation, true), sql`${products.stock} > 0`),
    and(
      eq(products.isMainVariation, false),
      sql`(${db.select({ total: sql`coalesce(sum(${productVariations.stock}), 0)` }).from(productVariations).where(eq(productVariations.productId, products.id))}) > 0`,
    ),
  );

export interface ProductListQuery {
  designerIds?: readonly number[];
  categoryId?: number | null;
  /** Bounds on the selling price in minor units of the caller's currency; null max = no upper bound. */
  minPrice: number;
  maxPrice: number | null;
  orderBy: SortCode;
  take: number;
  skip: number;
  onlyDiscounted?: boolean;
  onlyStock?: boolean;
  freeCargo?: boolean;
  /** A further condition (the search's text match, its must-have and featured flags). */
  where?: SQL;
  /** Orders that come before the sort (the search puts title hits first). */
  rankFirst?: SQL[];
}

/** The listing filter as a listing call sends it (`listingFilterFields`), read into a query. */
export interface ListingFilterInput {
  OrderBy: number;
  MinPrice: number;
  MaxPrice: number | null;
  designerListString: string | null;
  Take: number;
  Skip: number;
  IsOnlyDiscounted: boolean;
  IsOnlyStock: boolean;
  IsOnlyFreeCargo: boolean;
}

export const listQueryOf = (input: ListingFilterInput): Omit<ProductListQuery, 'categoryId'> => ({
  designerIds: designerIdsOf(input.designerListString),
  minPrice: input.MinPrice,
  maxPrice: upperBound(input.MaxPrice, CATALOG_PRICE_RANGE),
  orderBy: input.OrderBy as SortCode,
  take: input.Take,
  skip: input.Skip,
  onlyDiscounted: input.IsOnlyDiscounted,
  onlyStock: input.IsOnlyStock,
  freeCargo: input.IsOnlyFreeCargo,
});

/** One page of active products' cards, the first carrying TotalCount, and whether more follow (Continue). */
export async function listProducts(db: Db, locale: Locale, query: ProductListQuery) {
  const usd = currencyOf(locale) === 'USD';
  const salePrice = usd ? products.salePriceUsd : products.salePriceTry;
  const listPrice = usd ? products.priceUsd : products.priceTry;
  const where: SQL | undefined = and(
    query.designerIds?.length ? inArray(products.designerId, [...query.designerIds]) : undefined,
    query.categoryId ? inCategory(db, query.categoryId) : undefined,
    query.minPrice > 0 ? gte(salePrice, query.minPrice) : undefined,
    query.maxPrice === null ? undefined : lte(salePrice, query.maxPrice),
    query.onlyDiscounted ? lt(salePrice, listPrice) : undefined,
    query.onlyStock ? inStock(db) : undefined,
    query.freeCargo ? eq(products.isFreeCargo, true) : undefined,
    query.where,
  );
  const ORDER: Record<SortCode, SQL[]> = {
    0: [desc(products.createdAt), desc(products.id)],
    1: [asc(salePrice), asc(products.id)],
    2: [desc(salePrice), desc(products.id)],
    3: [desc(products.popularity), desc(products.id)],
  };
  const [cards, [{ total }]] = await Promise.all([
    productCards(db, locale, where, { limit: query.take, offset: query.skip, orderBy: [...(query.rankFirst ?? []), ...ORDER[query.orderBy]] }),
    db.select({ total: count() }).from(products).where(and(eq(products.isActive, true), where)),
  ]);
  return {
    List: cards.map((card, index): ProductCard & { TotalCount?: number } => (index === 0 ? { ...card, TotalCount: total } : card)),
    Continue: query.skip + cards.length < total,
  };
}
