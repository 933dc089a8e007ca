import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/shop/locale';
import { CATALOG_PRICE_RANGE, upperBound, type SortCode } from '@/lib/shop/listing';
import { designerIdsOf } from '@/lib/shop/validation/catalog';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
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

/** A category and its children's ids, read first so that the listing's query holds them as values. */
async function categoryTreeIds(db: Db, categoryId: number) {
  const tree = await db.select({ id: categories.id }).from(categories).where(inTree(categories, categoryId));
  return tree.map((category) => category.id);
}

/**
 * One page of a category listing's ids and the count of all its matches, in one read. The
 * category's products are collected first (a materialized CTE, so the planner cannot turn it into
 * a walk along the sort's index probing each product for the category: prices and popularity
 * cluster by category, and such a walk reads most of the catalogue to find a small category's
 * cheap end). Reading a category whole costs what it holds — a few thousand index entries
 * (products_listing_idx covers every filter and sort) — whatever the filters and the sort.
 */
async function rankInCategory(db: Db, categoryIds: number[], where: SQL | undefined, order: SQL[], take: number, skip: number) {
  const rows = await rowsOf<{ id: number; total: number | string }>(db, sql`
    with filed as materialized (
      select distinct ${productCategories.productId} as product_id from ${productCategories} where ${inArray(productCategories.categoryId, categoryIds)}
    )
    select ${products.id} as id, count(*) over () as total
    from ${products} join filed on filed.product_id = ${products.id}
    where ${and(eq(products.isActive, true), where) ?? sql`true`}
    order by ${sql.join(order, sql`, `)}
    limit ${take} offset ${skip}`);
  return { ids: rows.map((row) => Number(row.id)), total: rows.length ? Number(rows[0].total) : null };
}

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

/** A page of a category listing: its ids and count in one read, then those products' cards. */
async function categoryPage(db: Db, locale: Locale, categoryIds: number[], where: SQL | undefined, order: SQL[], query: ProductListQuery) {
  if (!categoryIds.length) return { cards: [], total: 0 };
  const page = await rankInCategory(db, categoryIds, where, order, query.take, query.skip);
  // Past the last page no row carries the count: one more read of the first row says it.
  const total = page.total ?? (query.skip > 0 ? ((await rankInCategory(db, categoryIds, where, order, 1, 0)).total ?? 0) : 0);
  const cards = page.ids.length ? await productCards(db, locale, inArray(products.id, page.ids), { limit: page.ids.length, orderBy: order }) : [];
  return { cards, total, atLeast: false };
}

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
 * The count of a category listing. Unfiltered (the common case) it is exact and one row of
 * category_listing_counts, kept by category_listings_refresh (migration 0027); filtered, the same
 * index range as the page, read no further than the limit.
 */
async function listedCount(db: Db, categoryId: number, where: SQL | undefined, reach: number): Promise<ListingCount> {
  if (!where) {
    const [row] = await db.select({ active: categoryListingCounts.active }).from(categoryListingCounts).where(eq(categoryListingCounts.categoryId, categoryId));
    return { total: row?.active ?? 0, atLeast: false };
  }
  const bound = Math.max(COUNT_LIMIT, reach);
  const matches = db
    .select({ one: sql`1` })
    .from(categoryListings)
    .where(and(eq(categoryListings.categoryId, categoryId), eq(categoryListings.isActive, true), where))
    .limit(bound + 1)
    .as('matches');
  const [{ n }] = await db.select({ n: count() }).from(matches);
  return n > bound ? { total: bound, atLeast: true } : { total: n, atLeast: false };
}

/**
 * A page of a category listing from category_listings (migration 0025): one range of one of its sort
 * indexes, read in order until the page is full, and the count beside it (listedCount). Both read
 * index entries only, so a category of a hundred thousand products costs a page of small index
 * tuples, not a join of its filings to the products (ADR 0058).
 */
async function listedPage(db: Db, locale: Locale, categoryId: number, query: ProductListQuery, usd: boolean, cardOrder: SQL[]) {
  const { where, order } = filterAndSort(LISTED, query, usd);
  const filter = and(eq(categoryListings.categoryId, categoryId), eq(categoryListings.isActive, true), where);
  const [page, counted] = await Promise.all([
    db.select({ id: categoryListings.productId }).from(categoryListings).where(filter).orderBy(...order).limit(query.take).offset(query.skip),
    listedCount(db, categoryId, where, query.skip + query.take),
  ]);
  const ids = page.map((row) => row.id);
  const cards = ids.length ? await productCards(db, locale, inArray(products.id, ids), { limit: ids.length, orderBy: cardOrder }) : [];
  return { cards, ...counted };
}

/**
 * A search ranks (rankFirst) only the first this-many matches (twenty pages) in the sort's own order: ranking every
 * match of a common word reads all of them (83,526 for `seramik` at a million products). Past the
 * window the matches follow in the sort's order, so pages never repeat or skip a product (ADR 0064).
 */
export const RANK_WINDOW = 480;

/** The matches counted to a bound (ADR 0060), exact below it, else the bound and `atLeast`; with no reach, all of them. */
async function boundedCount(db: Db, where: SQL | undefined, reach: number | null): Promise<ListingCount> {
  const active = and(eq(products.isActive, true), where);
  if (reach === null) {
    const [{ n }] = await db.select({ n: count() }).from(products).where(active);
    return { total: n, atLeast: false };
  }
  const bound = Math.max(COUNT_LIMIT, reach);
  const matches = db.select({ one: sql`1` }).from(products).where(active).limit(bound + 1).as('matches');
  const [{ n }] = await db.select({ n: count() }).from(matches);
  return n > bound ? { total: bound, atLeast: true } : { total: n, atLeast: false };
}

/**
 * One page of the whole catalogue or a search in the order `order`, ranked first by `rankFirst` within
 * the first RANK_WINDOW matches in `order`. A subquery with a LIMIT is read before the outer query, so
 * the planner walks the sort's index to the window's end instead of ranking every match.
 */
async function rankedCards(db: Db, locale: Locale, where: SQL | undefined, order: SQL[], rankFirst: SQL[], take: number, skip: number): Promise<ProductCard[]> {
  if (!rankFirst.length) return productCards(db, locale, where, { limit: take, offset: skip, orderBy: order });
  const inWindow = Math.max(0, Math.min(take, RANK_WINDOW - skip));
  const window = db.select({ id: products.id }).from(products).where(and(eq(products.isActive, true), where)).orderBy(...order).limit(RANK_WINDOW);
  const [ranked, after] = await Promise.all([
    inWindow ? productCards(db, locale, inArray(products.id, window), { limit: inWindow, offset: skip, orderBy: [...rankFirst, ...order] }) : [],
    take > inWindow ? productCards(db, locale, where, { limit: take - inWindow, offset: Math.max(skip, RANK_WINDOW), orderBy: order }) : [],
  ]);
  return [...ranked, ...after];
}

/** A page of the whole catalogue (or a search): the sort's index serves the page, the count runs beside it to a bound. */
async function catalogPage(db: Db, locale: Locale, where: SQL | undefined, order: SQL[], rankFirst: SQL[], query: ProductListQuery) {
  const [cards, counted] = await Promise.all([rankedCards(db, locale, where, order, rankFirst, query.take, query.skip), boundedCount(db, where, query.countAll ? null : query.skip + query.take)]);
  return { cards, ...counted };
}

/** One page of active products' cards, the first carrying TotalCount, and whether more follow (Continue). */
export async function listProducts(db: Db, locale: Locale, query: ProductListQuery) {
  const usd = currencyOf(locale) === 'USD';
  const own = filterAndSort(products as unknown as ListingColumns, query, usd);
  const where = and(own.where, query.where);
  const order = [...(query.rankFirst ?? []), ...own.order];
  // A search's text match and ranking need the products' own columns: such a listing joins them.
  const plain = !query.where && !query.rankFirst?.length;
  const { cards, total, atLeast } = !query.categoryId
    ? await catalogPage(db, locale, where, own.order, query.rankFirst ?? [], query)
    : plain
      ? await listedPage(db, locale, query.categoryId, query, usd, order)
      : await categoryPage(db, locale, await categoryTreeIds(db, query.categoryId), where, order, query);
  // TotalCountAtLeast (first card, only when true): TotalCount is a lower bound and more follow.
  return {
    List: cards.map((card, index): ProductCard & { TotalCount?: number; TotalCountAtLeast?: true } =>
      index === 0 ? { ...card, TotalCount: total, ...(atLeast ? { TotalCountAtLeast: true as const } : {}) } : card,
    ),
    Continue: atLeast || query.skip + cards.length < total,
  };
}
