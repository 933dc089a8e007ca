import { yup } from '@/lib/shop/validation/yup';
import { countryId, languageId, optionalId } from '@/lib/shop/validation/common';
import { catalogPrice, designerIdsOf, designerListString, orderBy, skip, take } from '@/lib/shop/validation/catalog';
import { searchText } from '@/lib/shop/validation/search';
import { CATALOG_PRICE_RANGE, upperBound, type SortCode } from '@/lib/shop/listing';
import { searchSuggestions } from '../../services/search';
import { searchResults } from '../../services/search-results';
import { endpoint } from '../endpoint';
import { TAGS } from '../tags';

export const searchEntries = {
  'search-products': endpoint({
    input: yup.object({ searchText: searchText(), LanguageId: languageId() }),
    auth: 'public',
    // Typing asks once per pause (the box waits 200 ms): a person stays far below this, a scraper does not.
    rateLimit: { ip: { limit: 300, windowSeconds: 60 } },
    handler: async ({ searchText: text }, { db, locale }) => ({ List: await searchSuggestions(db, locale, text ?? '') }),
  }),
  /** The search listing (spec 01 §7 call table); load-more sends only the fields it changes. */
  'get-search-results': endpoint({
    input: yup.object({
      searchText: searchText(),
      IsMustHave: yup.boolean().default(false),
      IsFeatured: yup.boolean().default(false),
      CategoryId: optionalId(),
      LanguageId: languageId(),
      OrderBy: orderBy(),
      MinPrice: catalogPrice().default(0),
      // The top of the range (10000) or null: no upper bound.
      MaxPrice: catalogPrice().nullable().default(null),
      designerListString: designerListString(),
      Take: take(),
      Skip: skip(),
      IsOnlyDiscounted: yup.boolean().default(false),
      IsOnlyStock: yup.boolean().default(false),
      IsOnlyFreeCargo: yup.boolean().default(false),
      CountryId: countryId(),
    }),
    auth: 'public',
    cacheTags: [TAGS.catalog],
    handler: async (input, { db, locale }) =>
      searchResults(db, locale, {
        text: input.searchText ?? '',
        mustHave: input.IsMustHave,
        featured: input.IsFeatured,
        categoryId: input.CategoryId ?? null,
        designerIds: designerIdsOf(input.designerListString),
        minPrice: input.MinPrice,
        maxPrice: upperBound(input.MaxPrice, CATALOG_PRICE_RANGE),
        orderBy: input.OrderBy as SortCode,
        take: input.Take,
        skip: input.Skip,
        onlyDiscounted: input.IsOnlyDiscounted,
        onlyStock: input.IsOnlyStock,
        freeCargo: input.IsOnlyFreeCargo,
      }),
  }),
};
