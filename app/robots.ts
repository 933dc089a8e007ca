import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/server/seo/site';
import { locales } from '@/lib/shop/locale';
import { SITEMAP_PATH } from '@/lib/server/seo/sitemap-xml';
import { REFINING_PARAMS } from '@/lib/shop/category-listing';
import { appRoutes, PRIVATE_SEGMENTS } from '@/lib/shop/routes';

/**
 * Crawlers may read the catalogue; the API, the basket, checkout and account pages are private
 * per shopper and worthless in search results (listed for both languages), and a filtered or
 * sorted listing is only the plain one again (its key as the first or a later query parameter).
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        appRoutes.api(''),
        appRoutes.benchEmpty(),
        appRoutes.paytrSandbox(),
        ...locales.flatMap((lang) => PRIVATE_SEGMENTS.map((page) => `/${lang}/${page}`)),
        ...REFINING_PARAMS.flatMap((key) => [`/*?${key}=`, `/*&${key}=`]),
      ],
    },
    sitemap: new URL(SITEMAP_PATH, siteUrl()).toString(),
  };
}
