import { yup } from '@/lib/shop/validation/yup';
import { id, languageId, optionalId } from '@/lib/shop/validation/common';
import { BRAND_PRICE_RANGE, DEFAULT_SORT, PAGE_SIZE, SORT_VALUES, toMinor, type SortCode } from '@/lib/shop/listing';
import { collaborationDetail, listCollaborations } from '../../services/collaborations';
import { designerDirectory, designerProducts, designerProfile } from '../../services/designers';
import { endpoint } from '../endpoint';
import { collaborationTag, designerTag, productTagsOf, TAGS } from '../../cache/tags';

/** Spec 01 §9: the collaborations list takes 5, the detail 10 products; the sitemap asks for every one. */
const COLLABORATIONS_TAKE = 5;
const COLLABORATION_PRODUCTS_TAKE = 10;
export const COLLABORATIONS_MAX = 100;

/**
 * Brand price bounds travel in minor units of the page's currency (kuruş for LanguageId 1, cents
 * for 2), the unit of every price in the shop; a null MaxPrice means no upper bound. The page's
 * filter tops out at the brand's dearest piece (`HighestPrice`) and sends null at that top.
 */
const priceBound = () => yup.number().integer().min(0).max(toMinor(BRAND_PRICE_RANGE.limit));

export const brandEntries = {
  'designer-list': endpoint({
    input: yup.object({ LanguageId: languageId(), CategoryId: optionalId() }),
    auth: 'public',
    cacheTags: [TAGS.catalog],
    handler: async ({ CategoryId }, { db }) => ({ List: await designerDirectory(db, CategoryId) }),
  }),
  'get-designer-detail': endpoint({
    input: yup.object({
      LanguageId: languageId(),
      DesignerId: id().required(),
      CategoryId: optionalId(),
      MinPrice: priceBound().default(0),
      MaxPrice: priceBound().nullable().default(null),
      OrderBy: yup.number().integer().oneOf([...SORT_VALUES]).default(DEFAULT_SORT),
      Take: yup.number().integer().min(1).max(PAGE_SIZE).default(PAGE_SIZE),
      Skip: yup.number().integer().min(0).max(1_000_000).default(0),
    }),
    auth: 'public',
    handler: async (input, { db, locale }) => {
      const designerData = await designerProfile(db, locale, input.DesignerId);
      const page = await designerProducts(db, locale, {
        designerId: input.DesignerId,
        categoryId: input.CategoryId,
        minPrice: input.MinPrice,
        maxPrice: input.MaxPrice,
        orderBy: input.OrderBy as SortCode,
        take: input.Take,
        skip: input.Skip,
      });
      return { designerData, products: page.products, Continue: page.Continue };
    },
    cacheTags: ({ DesignerId }, { products }) => [designerTag(DesignerId), ...productTagsOf(products)],
  }),
  'get-collaborations': endpoint({
    input: yup.object({
      LanguageId: languageId(),
      Take: yup.number().integer().min(1).max(COLLABORATIONS_MAX).default(COLLABORATIONS_TAKE),
    }),
    auth: 'public',
    handler: async ({ Take }, { db, locale }) => ({ collaborationList: await listCollaborations(db, locale, Take) }),
    // A designer switched off takes its collaborations off the list.
    cacheTags: (_input, { collaborationList }) => [TAGS.collaborations, ...new Set(collaborationList.map((each) => designerTag(each.DesignerId)))],
  }),
  'get-collaboration-detail': endpoint({
    input: yup.object({
      LanguageId: languageId(),
      CollaborationId: id().required(),
      Take: yup.number().integer().min(1).max(COLLABORATION_PRODUCTS_TAKE).default(COLLABORATION_PRODUCTS_TAKE),
    }),
    auth: 'public',
    handler: async ({ CollaborationId, Take }, { db, locale }) => collaborationDetail(db, locale, CollaborationId, Take),
    cacheTags: ({ CollaborationId }, { collaborationData, designerProducts }) => [
      collaborationTag(CollaborationId),
      designerTag(collaborationData.DesignerId),
      ...productTagsOf(designerProducts),
    ],
  }),
};
