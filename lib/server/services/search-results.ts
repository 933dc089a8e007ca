import { and, desc, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import { SORT_CODES } from '@/lib/shop/listing';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { assertCategory } from './catalog';
import { listProducts, type ProductListQuery } from './product-listing';
import { productMatch } from './search';

export interface SearchQuery extends Omit<ProductListQuery, 'where' | 'rankFirst'> {
  text: string;
  /** The shop's must-have selection (the home page's "All products" button). */
  mustHave: boolean;
  featured: boolean;
}

/**
 * The search listing (spec 01 §2, /get-search-results): the listing's filters, narrowed by the
 * Turkish-aware text match when there is one. Sorted by popularity, the most relevant come first
 * (whole words and prefixes in the title, then fragments in the title, then designer and category hits);
 * another sort is the shopper's explicit choice and wins. A text with nothing searchable in it
 * (one letter, only punctuation) narrows nothing, like an empty box.
 */
export async function searchResults(db: Db, locale: Locale, query: SearchQuery) {
  if (query.categoryId) await assertCategory(db, query.categoryId);
  const match = query.text ? await productMatch(db, query.text) : null;
  return listProducts(db, locale, {
    ...query,
    where: and(match?.where, query.mustHave ? eq(products.isMustHave, true) : undefined, query.featured ? eq(products.isFeatured, true) : undefined),
    rankFirst: match && query.orderBy === SORT_CODES.mostPopular ? [desc(match.relevance)] : [],
  });
}
