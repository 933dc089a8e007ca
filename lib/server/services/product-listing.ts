import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/shop/locale';
import { CATALOG_PRICE_RANGE, upperBound, type SortCode } from '@/lib/shop/listing';
import { designerIdsOf } from '@/lib/shop/validation/catalog';
import type { Db } from '../db/client';
import { categories, categoryListingCounts, categoryListings, productCategories, products } from '../db/schema';
import { currencyOf } from './localized';
import { productCards, type ProductCard } from './product-cards';

const filed = alias(categories, 'filed');

/** The category itself or one of its children, in `table` (the categories table or an alias of it). */
const inTree = (table: { id: AnyPgColumn; parentId: AnyPgColumn }, categoryId: number | AnyPgColumn) => or(eq(table.id, categoryId), eq(table.parentId, categoryId));

/**
 * A category and its children: a product filed under a child belongs to the parent's listing too.
 * The category ids go in as an array, so the planner reads the filed products from the
 * (category, product) index in one pass instead of probing categories once per product.
 */
export const inCategory = (db: Db, categoryId: number | AnyPgColumn) => {
  const tree = db.select({ id: filed.id }).from(filed).where(inTree(filed, categoryId));
  return inArray(products.id, db.select({ id: productCategories.productId }).from(productCategories).where(sql`${productCategories.categoryId} = any(array(${tree}))`));
};

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
  /** Count every match: one designer's range of its index is cheap to count whole (ADR 0064). */
  countAll?: boolean;
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

/** The columns a listing filters and sorts on: the products' own, or their copies in category_listings (same names). */
type ListingColumns = Pick<typeof products, 'designerId' | 'salePriceTry' | 'priceTry' | 'salePriceUsd' | 'priceUsd' | 'totalStock' | 'isFreeCargo' | 'createdAt' | 'popularity'> & {
  id: AnyPgColumn;
};

const LISTED: ListingColumns = {
  id: categoryListings.productId,
  designerId: categoryListings.designerId,
  salePriceTry: categoryListings.salePriceTry,
  priceTry: categoryListings.priceTry,
  salePriceUsd: categoryListings.salePriceUsd,
  priceUsd: categoryListings.priceUsd,
  totalStock: categoryListings.totalStock,
  isFreeCargo: categoryListings.isFreeCargo,
  createdAt: categoryListings.createdAt,
  popularity: categoryListings.popularity,
} as unknown as ListingColumns;

/** The query's filters and sort over `columns`. */
function filterAndSort(columns: ListingColumns, query: ProductListQuery, usd: boolean) {
  const salePrice = usd ? columns.salePriceUsd : columns.salePriceTry;
  const listPrice = usd ? columns.priceUsd : columns.priceTry;
  const where: SQL | undefined = and(
    query.designerIds?.length ? inArray(columns.designerId, [...query.designerIds]) : undefined,
    query.minPrice > 0 ? gte(salePrice, query.minPrice) : undefined,
    query.maxPrice === null ? undefined : lte(salePrice, query.maxPrice),
    query.onlyDiscounted ? lt(salePrice, listPrice) : undefined,
    // Spec 01 §3 total stock above 0 (the column the database keeps: migration 0008).
    query.onlyStock ? sql`${columns.totalStock} > 0` : undefined,
    query.freeCargo ? eq(columns.isFreeCargo, true) : undefined,
  );
  const ORDER: Record<SortCode, SQL[]> = {
    0: [desc(columns.createdAt), desc(columns.id)],
    1: [asc(salePrice), asc(columns.id)],
    2: [desc(salePrice), desc(columns.id)],
    3: [desc(columns.popularity), desc(columns.id)],
  };
  return { where, order: ORDER[query.orderBy] };
}

/**
 * A filtered listing counts its matches up to this many (or to the page's end, further on) and past
 * it says "at least": a filter over a top group of a million-product shop would otherwise count a
 * fifth of the shop for one result line (ADR 0060).
 */
export const COUNT_LIMIT = 1000;

/** A listing's count: exact, or (atLeast) a lower bound of a longer list. */
interface ListingCount {
  total: number;
  atLeast: boolean;
}

/**
 * A search ranks (rankFirst) only the first this-many matches (twenty pages) in the sort's own order: ranking every
 * match of a common word reads all of them (83,526 for `seramik` at a million products). Past the
 * window the matches follow in the sort's order, so pages never repeat or skip a product (ADR 0064).
 */
export const RANK_WINDOW = 480;

/** A listing's matches, as a select of their ids in `order` from `skip`, at most `take` (all of them without). */
type Matches = (order: SQL[], take?: number, skip?: number) => PgSelect;

/** The whole catalogue's (or a search's) matches: active products, read along the sort's index of the products. */
const catalogueMatches =
  (db: Db, where: SQL | undefined): Matches =>
  (order, take, skip = 0) => {
    const select = db.select({ id: products.id }).from(products).where(and(eq(products.isActive, true), where)).orderBy(...order).offset(skip).$dynamic();
    return take === undefined ? select : select.limit(take);
  };

/**
 * A category's matches: one range of one of category_listings' sort indexes (migration 0025), read in
 * order until the page is full, so a category of a hundred thousand products costs a page of small
 * index tuples, not a join of its filings to the products (ADR 0058). `listed` filters those rows;
 * `where` (a search's text match) reads the products' own columns, so only then are they joined.
 */
const categoryMatches =
  (db: Db, categoryId: number, listed: SQL | undefined, where: SQL | undefined): Matches =>
  (order, take, skip = 0) => {
    const rows = db.select({ id: categoryListings.productId }).from(categoryListings).$dynamic();
    const joined = where ? rows.innerJoin(products, eq(products.id, categoryListings.productId)) : rows;
    const select = joined.where(and(eq(categoryListings.categoryId, categoryId), eq(categoryListings.isActive, true), listed, where)).orderBy(...order).offset(skip);
    return take === undefined ? select : select.limit(take);
  };

/** The matches counted to a bound (ADR 0060), exact below it, else the bound and `atLeast`; with no reach, all of them. */
async function boundedCount(db: Db, matches: Matches, reach: number | null): Promise<ListingCount> {
  const bound = reach === null ? null : Math.max(COUNT_LIMIT, reach);
  const [{ n }] = await db.select({ n: count() }).from(matches([], bound === null ? undefined : bound + 1).as('matches'));
  return bound !== null && n > bound ? { total: bound, atLeast: true } : { total: n, atLeast: false };
}

/** An unfiltered category's count: exact and one row of category_listing_counts, kept by category_listings_refresh (migration 0027). */
async function categoryCount(db: Db, categoryId: number): Promise<ListingCount> {
  const [row] = await db.select({ active: categoryListingCounts.active }).from(categoryListingCounts).where(eq(categoryListingCounts.categoryId, categoryId));
  return { total: row?.active ?? 0, atLeast: false };
}

/** A listing's order over its matches (`matches`) and the same order over the products' own columns (`cards`). */
interface Orders {
  matches: SQL[];
  cards: SQL[];
}

/**
 * One page of the matches' cards in `order`, ranked first by `rankFirst` within the first RANK_WINDOW
 * matches. The matches are a subquery with a LIMIT, read before the outer query, so the planner walks
 * the sort's index to the window's (or the page's) end instead of ranking every match.
 */
async function rankedCards(db: Db, locale: Locale, matches: Matches, order: Orders, rankFirst: SQL[], take: number, skip: number): Promise<ProductCard[]> {
  const cardsOf = (ids: PgSelect, options: { limit: number; offset?: number; orderBy: SQL[] }) => productCards(db, locale, inArray(products.id, ids), options);
  if (!rankFirst.length) return cardsOf(matches(order.matches, take, skip), { limit: take, orderBy: order.cards });
  const inWindow = Math.max(0, Math.min(take, RANK_WINDOW - skip));
  const [ranked, after] = await Promise.all([
    inWindow ? cardsOf(matches(order.matches, RANK_WINDOW), { limit: inWindow, offset: skip, orderBy: [...rankFirst, ...order.cards] }) : [],
    take > inWindow ? cardsOf(matches(order.matches, take - inWindow, Math.max(skip, RANK_WINDOW)), { limit: take - inWindow, orderBy: order.cards }) : [],
  ]);
  return [...ranked, ...after];
}

/** One page of active products' cards, the first carrying TotalCount, and whether more follow (Continue). */
export async function listProducts(db: Db, locale: Locale, query: ProductListQuery) {
  const usd = currencyOf(locale) === 'USD';
  const own = filterAndSort(products as unknown as ListingColumns, query, usd);
  const listed = query.categoryId ? { categoryId: query.categoryId, ...filterAndSort(LISTED, query, usd) } : null;
  const matches = listed ? categoryMatches(db, listed.categoryId, listed.where, query.where) : catalogueMatches(db, and(own.where, query.where));
  const filtered = Boolean(own.where || query.where);
  const reach = query.countAll ? null : query.skip + query.take;
  const [cards, { total, atLeast }] = await Promise.all([
    rankedCards(db, locale, matches, { matches: (listed ?? own).order, cards: own.order }, query.rankFirst ?? [], query.take, query.skip),
    listed && !filtered ? categoryCount(db, listed.categoryId) : boundedCount(db, matches, reach),
  ]);
  // TotalCountAtLeast (first card, only when true): TotalCount is a lower bound and more follow.
  return {
    List: cards.map((card, index): ProductCard & { TotalCount?: number; TotalCountAtLeast?: true } =>
      index === 0 ? { ...card, TotalCount: total, ...(atLeast ? { TotalCountAtLeast: true as const } : {}) } : card,
    ),
    Continue: atLeast || query.skip + cards.length < total,
  };
}
