/**
 * The search listing's state (spec 01 §2 Search listing): the path carries the must-have and
 * featured flags, "only discounted" and the text (`routes.search`); the query string carries the
 * rest of the filter like the category listing's, plus the chosen child category (`child`).
 */
import { categoryQueryString, parseCategoryQuery, type CategoryListingQuery } from './category-listing';
import { single, wholeNumber, type SearchParams } from './listing';
import type { SearchRoute } from './routes';
import { SEARCH_TEXT_MAX } from './search-text';
import { MAX_ID } from './validation/limits';

export interface SearchListingQuery extends CategoryListingQuery {
  /** A child of the chosen main category (`categoryId`), which it takes precedence over. */
  childId: number | null;
}

/** The path's parts after `searchproducts`: `true`/`false` flags, then the text; null when it is no search address. */
export function parseSearchPath(segments: readonly string[]): Required<Pick<SearchRoute, 'mustHave' | 'featured' | 'onlyDiscounted'>> & { text: string } | null {
  const [mustHave = 'false', featured = 'false', onlyDiscounted = 'false', ...rest] = segments;
  const flags = [mustHave, featured, onlyDiscounted];
  if (!flags.every((flag) => flag === 'true' || flag === 'false')) return null;
  const text = rest.join(' ').trim();
  if (text.length > SEARCH_TEXT_MAX) return null;
  return { mustHave: mustHave === 'true', featured: featured === 'true', onlyDiscounted: onlyDiscounted === 'true', text };
}

export function parseSearchQuery(params: SearchParams): SearchListingQuery {
  const query = parseCategoryQuery(params);
  return { ...query, childId: query.categoryId === null ? null : wholeNumber(single(params.child), 1, MAX_ID) };
}

export function searchQueryString(query: SearchListingQuery): string {
  const search = new URLSearchParams(categoryQueryString(query));
  if (query.categoryId !== null && query.childId !== null) search.set('child', String(query.childId));
  return search.toString();
}
