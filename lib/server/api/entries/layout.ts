import { yup } from '@/lib/shop/validation/yup';
import { languageId, optionalId } from '@/lib/shop/validation/common';
import { categoryTree } from '../../services/categories';
import { listContracts, seoTagData } from '../../services/content';
import { getLayoutInfo } from '../../services/layout';
import { endpoint } from '../endpoint';
import { productTag, TAGS } from '../../cache/tags';
import { PRODUCT_SEO_PATH } from '../../services/editing/product-parts';

export const layoutEntries = {
  'get-layout-info': endpoint({
    input: yup.object({}),
    auth: 'public',
    cacheTags: [TAGS.layout],
    handler: (_input, { db, country }) => getLayoutInfo(db, country),
  }),
  'get-categories': endpoint({
    input: yup.object({ LanguageId: languageId() }),
    auth: 'public',
    cacheTags: [TAGS.catalog],
    handler: async (_input, { db, locale }) => ({ categories: await categoryTree(db, locale) }),
  }),
  'get-contracts': endpoint({
    input: yup.object({ LanguageId: languageId() }),
    auth: 'public',
    cacheTags: [TAGS.content],
    handler: async (_input, { db, locale }) => ({ contractList: await listContracts(db, locale) }),
  }),
  'get-seo-tag-data': endpoint({
    input: yup.object({
      LanguageId: languageId(),
      Pathname: yup.string().trim().max(300).required(),
      DataId: optionalId(),
    }),
    auth: 'public',
    // A product's SEO texts are saved with the product: its own tag renews them, not the content tag.
    cacheTags: ({ Pathname, DataId }) => (Pathname === PRODUCT_SEO_PATH && DataId ? [TAGS.content, productTag(DataId)] : [TAGS.content]),
    handler: async ({ Pathname, DataId }, { db, languageId }) => ({ seoData: await seoTagData(db, languageId, Pathname, DataId) }),
  }),
};
