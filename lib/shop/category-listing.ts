/**
 * The category listing's whole filter as it lives in the URL (spec 01 §2): the shared listing query
 * (child category as `category`, price, sort) plus designers, the three flags and the 0-based page.
 */
import { MAX_ID } from './validation/limits';
import { CATALOG_PRICE_RANGE, listingQueryString, parseListingQuery, single, toMinor, upperBound, wholeNumber, type ListingQuery, type SearchParams } from './listing';

export interface CategoryListingQuery extends ListingQuery {
  designerIds: number[];
  onlyDiscounted: boolean;
  onlyStock: boolean;
  freeCargo: boolean;
  /** 0-based; Skip = 24 × page. */
  page: number;
}

/** The query keys of the three flags, each sent as `1` when on (a checked box of the GET form). */
export const FLAG_PARAMS = { onlyDiscounted: 'discounted', onlyStock: 'stock', freeCargo: 'cargo' } as const;
export type FlagName = keyof typeof FLAG_PARAMS;
export const FLAG_NAMES = Object.keys(FLAG_PARAMS) as FlagName[];

/**
 * The query keys that narrow or sort a listing (the brand listing uses the same): such variants are
 * the plain listing again for crawlers, kept out by robots.txt. Paging stays open, so the pages'
 * links are followed.
 */
export const REFINING_PARAMS: readonly string[] = ['category', 'min', 'max', 'sort', 'designer', ...Object.values(FLAG_PARAMS)];

/** A person picks a handful; more would only make the URL and the query long. */
export const MAX_DESIGNERS = 50;
/** 100 000 pages of 24 is far past any catalogue; a larger number is junk. */
const MAX_PAGE = 100_000;

const flag = (value: string | string[] | undefined) => single(value) === '1';

/** Reads the filter from a page's query; anything unreadable takes its default. */
export function parseCategoryQuery(params: SearchParams): CategoryListingQuery {
  const raw = params.designer;
  const designerIds = [...new Set((Array.isArray(raw) ? raw : raw ? [raw] : []).map((value) => wholeNumber(value, 1, MAX_ID)))]
    .filter((value): value is number => value !== null)
    .slice(0, MAX_DESIGNERS)
    .sort((a, b) => a - b);
  return {
    ...parseListingQuery(params, CATALOG_PRICE_RANGE),
    designerIds,
    onlyDiscounted: flag(params[FLAG_PARAMS.onlyDiscounted]),
    onlyStock: flag(params[FLAG_PARAMS.onlyStock]),
    freeCargo: flag(params[FLAG_PARAMS.freeCargo]),
    page: wholeNumber(params.page, 0, MAX_PAGE) ?? 0,
  };
}

/** The query string of a filter, defaults left out so shared URLs stay short. */
export function categoryQueryString(query: CategoryListingQuery): string {
  const search = new URLSearchParams(listingQueryString(query, CATALOG_PRICE_RANGE));
  for (const id of query.designerIds) search.append('designer', String(id));
  for (const name of FLAG_NAMES) if (query[name]) search.set(FLAG_PARAMS[name], '1');
  if (query.page > 0) search.set('page', String(query.page));
  return search.toString();
}

/** True when the URL narrows, sorts or pages the listing: such a page is not one to index. */
export const isRefined = (query: CategoryListingQuery) => categoryQueryString(query) !== '';

/** How many filters narrow the listing (each designer counts; sort and page do not): the number on the phone's filter button. */
export function activeFilterCount(query: CategoryListingQuery): number {
  const bounds = Number(query.min > 0) + Number(query.max < CATALOG_PRICE_RANGE.limit);
  return Number(query.categoryId !== null) + bounds + query.designerIds.length + FLAG_NAMES.filter((name) => query[name]).length;
}

/** The page numbers (0-based) the pager shows: up to `visible` around the current one. */
export function pagerWindow(page: number, pageCount: number, visible = 3): number[] {
  if (pageCount <= 0) return [];
  const start = Math.max(0, Math.min(page - Math.floor(visible / 2), pageCount - visible));
  return Array.from({ length: Math.min(visible, pageCount) }, (_, index) => start + index);
}

/** The filter as the listing calls take it (prices in minor units; the range's top is no bound). */
export const filterInput = (query: CategoryListingQuery) => ({
  OrderBy: query.sort,
  MinPrice: toMinor(query.min),
  MaxPrice: upperBound(toMinor(query.max), CATALOG_PRICE_RANGE),
  designerListString: query.designerIds.join(',') || null,
  IsOnlyDiscounted: query.onlyDiscounted,
  IsOnlyStock: query.onlyStock,
  IsOnlyFreeCargo: query.freeCargo,
});
