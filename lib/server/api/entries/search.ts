import { yup } from '@/lib/shop/validation/yup';
import { languageId } from '@/lib/shop/validation/common';
import { searchText } from '@/lib/shop/validation/search';
import { searchSuggestions } from '../../services/search';
import { endpoint } from '../endpoint';

export const searchEntries = {
  'search-products': endpoint({
    input: yup.object({ searchText: searchText(), LanguageId: languageId() }),
    auth: 'public',
    // Typing asks once per pause (the box waits 200 ms): a person stays far below this, a scraper does not.
    rateLimit: { ip: { limit: 300, windowSeconds: 60 } },
    handler: async ({ searchText: text }, { db, locale }) => ({ List: await searchSuggestions(db, locale, text ?? '') }),
  }),
};
