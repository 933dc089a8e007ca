import { yup } from '@/lib/shop/validation/yup';
import { countryId, id, languageId, optionalId } from '@/lib/shop/validation/common';
import { catalogPrice, designerIdsOf, designerListString, orderBy, skip, slug, take } from '@/lib/shop/validation/catalog';
import { CATALOG_PRICE_RANGE, upperBound, type SortCode } from '@/lib/shop/listing';
import { assertCategory, categoryDetail, childCategories, filterDesigners, mainCategories } from '../../services/catalog';
import { categoryUrlBySlug, productUrlBySlug } from '../../services/catalog-urls';
import { listProducts } from '../../services/product-listing';
import { endpoint } from '../endpoint';
import { TAGS } from '../tags';

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
    input: yup.object({
      LanguageId: languageId(),
      CategoryId: id().required(),
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
    handler: async (input, { db, locale }) => {
      await assertCategory(db, input.CategoryId);
      return listProducts(db, locale, {
        categoryId: input.CategoryId,
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
    },
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
