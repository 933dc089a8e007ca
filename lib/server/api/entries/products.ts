import { yup } from '@/lib/shop/validation/yup';
import { countryId, id, languageId, MAX_ID } from '@/lib/shop/validation/common';
import { productDetail, similarProducts } from '../../services/product-detail';
import { productLastId, productUrls } from '../../services/product-urls';
import { endpoint } from '../endpoint';
import { productTag, productTagsOf, TAGS } from '../../cache/tags';

export const productEntries = {
  /** Spec 01 §7: the product page, with the similar-products carousel beside it. */
  'get-product-detail': endpoint({
    input: yup.object({ LanguageId: languageId(), ProductId: id().required(), CountryId: countryId() }),
    auth: 'public',
    handler: async ({ ProductId }, { db, locale }) => {
      const product = await productDetail(db, locale, ProductId);
      return { product, similarProducts: await similarProducts(db, locale, ProductId) };
    },
    cacheTags: ({ ProductId }, { similarProducts }) => [productTag(ProductId), ...productTagsOf(similarProducts)],
  }),
  /** Every product's address in both languages, for the sitemap (a page of ids after `AfterId`). */
  'get-product-urls': endpoint({
    input: yup.object({
      LanguageId: languageId(),
      AfterId: yup.number().integer().min(0).max(MAX_ID).default(0),
      Take: yup.number().integer().min(1).max(50_000).default(50_000),
    }),
    auth: 'public',
    cacheTags: [TAGS.catalog],
    handler: async ({ AfterId, Take }, { db }) => ({ List: await productUrls(db, AfterId, Take) }),
  }),
  /** The highest active product id, for the sitemap's id ranges (lib/server/seo/sitemap-xml.ts). */
  'get-product-last-id': endpoint({
    input: yup.object({}),
    auth: 'public',
    cacheTags: [TAGS.catalog],
    handler: async (_input, { db }) => ({ LastId: await productLastId(db) }),
  }),
};
