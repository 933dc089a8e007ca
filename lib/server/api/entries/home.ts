import { yup } from '@/lib/shop/validation/yup';
import { countryId, languageId } from '@/lib/shop/validation/common';
import { activePopup, listBanners, listSliders } from '../../services/content';
import { fashionBestSellerCards } from '../../services/fashion';
import { FEATURED_LIMIT, featuredProducts } from '../../services/product-cards';
import { endpoint } from '../endpoint';
import { LISTING_TAGS, productTagsOf, TAGS } from '../../cache/tags';

export const homeEntries = {
  'get-slider': endpoint({
    input: yup.object({ LanguageId: languageId() }),
    auth: 'public',
    cacheTags: [TAGS.content],
    handler: async (_input, { db, locale }) => ({ sliderList: await listSliders(db, locale) }),
  }),
  'get-banners': endpoint({
    input: yup.object({
      LanguageId: languageId(),
      Placement: yup.string().oneOf(['home', 'quote', 'fashion'] as const).default('home'),
    }),
    auth: 'public',
    cacheTags: [TAGS.content],
    handler: async ({ Placement }, { db, locale }) => ({ bannerList: await listBanners(db, locale, Placement) }),
  }),
  'get-popup': endpoint({
    input: yup.object({ LanguageId: languageId() }),
    auth: 'public',
    cacheTags: [TAGS.content],
    handler: async (_input, { db, locale }) => ({ popup: await activePopup(db, locale) }),
  }),
  'get-featured-products': endpoint({
    input: yup.object({
      LanguageId: languageId(),
      CountryId: countryId(),
      // home: the featured row; fashion: the fashion page's hand-picked best sellers (spec 02 §2 fashion).
      Placement: yup.string().oneOf(['home', 'fashion'] as const).default('home'),
    }),
    auth: 'public',
    handler: async ({ Placement }, { db, locale }) => ({
      productList: Placement === 'fashion' ? await fashionBestSellerCards(db, locale, FEATURED_LIMIT) : await featuredProducts(db, locale),
    }),
    cacheTags: (_input, { productList }) => [TAGS.content, LISTING_TAGS.featured, ...productTagsOf(productList)],
  }),
};
