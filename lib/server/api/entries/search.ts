import { yup } from '@/lib/shop/validation/yup';
import { countryId, languageId, optionalId } from '@/lib/shop/validation/common';
import { listingFilterFields } from '@/lib/shop/validation/catalog';
import { searchText } from '@/lib/shop/validation/search';
import { searchSuggestions } from '../../services/search';
import { listQueryOf } from '../../services/product-listing';
import { searchResults } from '../../services/search-results';
import { endpoint } from '../endpoint';
import { LISTING_TAGS, productTagsOf } from '../../cache/tags';

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
      ...listingFilterFields(),
      CountryId: countryId(),
    }),
    auth: 'public',
    handler: async (input, { db, locale }) =>
      searchResults(db, locale, {
        text: input.searchText ?? '',
        mustHave: input.IsMustHave,
        featured: input.IsFeatured,
        categoryId: input.CategoryId ?? null,
        ...listQueryOf(input),
      }),
    cacheTags: (_input, { List }) => [LISTING_TAGS.search, ...productTagsOf(List)],
  }),
};
