import { yup } from '@/lib/shop/validation/yup';
import { countryId, languageId } from '@/lib/shop/validation/common';
import { activePopup, listBanners, listSliders } from '../../services/content';
import { fashionBestSellerCards } from '../../services/fashion';
import { FEATURED_LIMIT, featuredProducts } from '../../services/product-cards';
import { endpoint } from '../endpoint';
import { HOME_CONTENT_TAGS, LISTING_TAGS, productTagsOf, TAGS } from '../../cache/tags';

export const homeEntries = {
  'get-slider': endpoint({
    input: yup.object({ LanguageId: languageId() }),
    auth: 'public',
    cacheTags: [HOME_CONTENT_TAGS.slider],
    handler: async (_input, { db, locale, preview }) => ({ sliderList: await listSliders(db, locale, { preview }) }),
  }),
  'get-banners': endpoint({
    input: yup.object({
      LanguageId: languageId(),
      Placement: yup.string().oneOf(['home', 'quote', 'fashion'] as const).default('home'),
    }),
    auth: 'public',
    handler: async ({ Placement }, { db, locale, preview }) => ({ bannerList: await listBanners(db, locale, Placement, { preview }) }),
    cacheTags: ({ Placement }) => [HOME_CONTENT_TAGS.banner(Placement)],
  }),
  'get-popup': endpoint({
    input: yup.object({ LanguageId: languageId() }),
    auth: 'public',
    cacheTags: [HOME_CONTENT_TAGS.popup],
    handler: async (_input, { db, locale, preview }) => ({ popup: await activePopup(db, locale, { preview }) }),
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
