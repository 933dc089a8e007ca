import { yup } from '@/lib/shop/validation/yup';
import { CATEGORY_SLIDER_TAKE } from '@/lib/shop/validation/catalog';
import { languageId } from '@/lib/shop/validation/common';
import { categorySlider, listFashionItems } from '../../services/fashion';
import { endpoint } from '../endpoint';
import { TAGS } from '../../cache/tags';

/** The fashion landing page (spec 02 §2 fashion); its banners and best sellers are get-banners and get-featured-products. */
export const fashionEntries = {
  'get-fashions': endpoint({
    input: yup.object({ LanguageId: languageId() }),
    auth: 'public',
    cacheTags: [TAGS.fashion],
    handler: async (_input, { db, locale }) => ({ fashionList: await listFashionItems(db, locale) }),
  }),
  'get-category-slider': endpoint({
    input: yup.object({ LanguageId: languageId(), Take: yup.number().integer().min(1).max(CATEGORY_SLIDER_TAKE).default(CATEGORY_SLIDER_TAKE) }),
    auth: 'public',
    cacheTags: [TAGS.catalog, TAGS.content],
    handler: async ({ Take }, { db, locale }) => ({ categoryList: await categorySlider(db, locale, Take) }),
  }),
};
