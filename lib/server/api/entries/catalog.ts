import { yup } from '@/lib/shop/validation/yup';
import { countryId, id, languageId, optionalId } from '@/lib/shop/validation/common';
import { listingFilterFields, slug, take } from '@/lib/shop/validation/catalog';
import { assertCategory, categoryDetail, childCategories, filterDesigners, mainCategories } from '../../services/catalog';
import { categoryUrlBySlug, productUrlBySlug } from '../../services/catalog-urls';
import { listProducts, listQueryOf } from '../../services/product-listing';
import { endpoint } from '../endpoint';
import { categoryTag, productTagsOf, TAGS } from '../../cache/tags';

/** The category listing's calls (spec 01 §2 Category listing, §7). */
export const catalogEntries = {
  'get-main-categories': endpoint({
    input: yup.object({ LanguageId: languageId(), CategoryId: optionalId(), Take: take() }),
    auth: 'public',
    cacheTags: [TAGS.catalog],
    handler: async ({ CategoryId, Take }, { db, locale }) => ({ categories: await mainCategories(db, locale, CategoryId, Take) }),
  }),
  'get-child-categories': endpoint({
    input: yup.object({ LanguageId: languageId(), CategoryId: id().required() }),
    auth: 'public',
    cacheTags: [TAGS.catalog],
    handler: async ({ CategoryId }, { db, locale }) => ({ catData: await childCategories(db, locale, CategoryId) }),
  }),
  'get-category-detail': endpoint({
    input: yup.object({ LanguageId: languageId(), CategoryId: id().required() }),
    auth: 'public',
    cacheTags: [TAGS.catalog],
    handler: async ({ CategoryId }, { db, locale }) => ({ category: await categoryDetail(db, locale, CategoryId) }),
  }),
  'get-category-products': endpoint({
    input: yup.object({ LanguageId: languageId(), CategoryId: id().required(), ...listingFilterFields(), CountryId: countryId() }),
    auth: 'public',
    handler: async (input, { db, locale }) => {
      await assertCategory(db, input.CategoryId);
      return listProducts(db, locale, { ...listQueryOf(input), categoryId: input.CategoryId });
    },
    // The category's tag for which products it holds (a filter on stock or price), each card's for what they show.
    cacheTags: ({ CategoryId }, { List }) => [categoryTag(CategoryId), ...productTagsOf(List)],
  }),
  'get-filter-designers': endpoint({
    input: yup.object({ LanguageId: languageId(), CategoryId: optionalId() }),
    auth: 'public',
    cacheTags: [TAGS.catalog],
    handler: async ({ CategoryId }, { db }) => ({ designers: await filterDesigners(db, CategoryId) }),
  }),
  /** The full address, in the caller's language, of the category or product a bare slug names (`shop/{url}`, `productdetail/{url}`). */
  'get-catalog-url': endpoint({
    input: yup.object({ LanguageId: languageId(), Kind: yup.string().oneOf(['category', 'product'] as const).required(), Url: slug() }),
    auth: 'public',
    cacheTags: [TAGS.catalog],
    handler: async ({ Kind, Url }, { db, locale }) => ({ Url: await (Kind === 'category' ? categoryUrlBySlug : productUrlBySlug)(db, locale, Url) }),
  }),
};
