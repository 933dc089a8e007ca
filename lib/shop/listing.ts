/**
 * Rules every product listing shares (brand page now, category and search listings later):
 * page size, sort codes, and the price bound whose top value means "no upper bound".
 */

/** Spec 01 §9 / 02 §9: 24 cards a page; Skip = number already shown. */
export const PAGE_SIZE = 24;

/** OrderBy codes of the spec (01 §9), in the order the sort menu offers them. */
export const SORT_CODES = {
  mostPopular: 3,
  newest: 0,
  lowestPrice: 1,
  highestPrice: 2,
} as const;

export type SortName = keyof typeof SORT_CODES;
export type SortCode = (typeof SORT_CODES)[SortName];

export const SORT_NAMES = Object.keys(SORT_CODES) as SortName[];
export const SORT_VALUES: readonly SortCode[] = SORT_NAMES.map((name) => SORT_CODES[name]);
export const DEFAULT_SORT: SortCode = SORT_CODES.mostPopular;

export const isSortCode = (value: unknown): value is SortCode => SORT_VALUES.includes(value as SortCode);

/**
 * A price filter runs from 0 to `limit` whole currency units (a brand page: up to its dearest piece,
 * see `brandPriceRange`; search: 10000, spec 01 §5). The top of the range means "no upper bound",
 * so a request carries null then.
 */
export interface PriceRange {
  /** The slider's top in whole units (TL or $). */
  limit: number;
}

/**
 * The widest a brand page's filter reads from its URL and the brand call accepts: spec 02 §5's fixed
 * 1000 TL top left most of a designer's pieces above the filter, so each brand's own top is used.
 */
export const BRAND_PRICE_RANGE: PriceRange = { limit: 1_000_000 };

/** Brand ceilings are rounded up to this many whole units. */
const BRAND_PRICE_STEP = 100;

/** A brand's filter: 0 to its dearest piece (a sale price in minor units), rounded up to a round figure. */
export const brandPriceRange = (dearestMinor: number): PriceRange => ({
  limit: Math.min(BRAND_PRICE_RANGE.limit, Math.max(BRAND_PRICE_STEP, Math.ceil(dearestMinor / 100 / BRAND_PRICE_STEP) * BRAND_PRICE_STEP)),
});
/** Category and search listings (spec 01 §9): 0 to 10000 TL or $. */
export const CATALOG_PRICE_RANGE: PriceRange = { limit: 10000 };

/** Whole units → minor units (kuruş / cents), the unit every price travels in. */
export const toMinor = (whole: number) => Math.round(whole) * 100;

/** The upper bound to filter by, in minor units: null (none) when absent or at the range's top. */
export function upperBound(maxMinor: number | null | undefined, range: PriceRange): number | null {
  if (maxMinor === null || maxMinor === undefined) return null;
  return maxMinor >= toMinor(range.limit) ? null : maxMinor;
}

/** The filter a listing URL carries (`?category=&min=&max=&sort=`), prices in whole units. */
export interface ListingQuery {
  categoryId: number | null;
  min: number;
  max: number;
  sort: SortCode;
}

/** A page's query as Next hands it over. */
export type SearchParams = Record<string, string | string[] | undefined>;

export const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A whole number in [lo, hi] written plainly ("12"), else null: junk in a shared URL falls back to the default. */
export function wholeNumber(value: string | string[] | undefined, lo: number, hi: number): number | null {
  const text = single(value)?.trim();
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const number = Number(text);
  return number >= lo && number <= hi ? number : null;
}

/** Reads the listing filter from a page's query; anything unreadable takes its default. */
export function parseListingQuery(params: SearchParams, range: PriceRange): ListingQuery {
  const sort = wholeNumber(params.sort, 0, 3);
  const min = wholeNumber(params.min, 0, range.limit) ?? 0;
  const max = wholeNumber(params.max, 0, range.limit) ?? range.limit;
  return {
    categoryId: wholeNumber(params.category, 1, 2_147_483_647),
    min: Math.min(min, max),
    max,
    sort: isSortCode(sort) ? sort : DEFAULT_SORT,
  };
}

/** The query string of a filter, leaving out defaults so shared URLs stay short. */
export function listingQueryString(query: ListingQuery, range: PriceRange): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.categoryId !== null) out.category = String(query.categoryId);
  if (query.min > 0) out.min = String(query.min);
  if (query.max < range.limit) out.max = String(query.max);
  if (query.sort !== DEFAULT_SORT) out.sort = String(query.sort);
  return out;
}
