import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/server/seo/site';
import { locales } from '@/lib/shop/locale';
import { BENCH_EMPTY_PATH, PRIVATE_SEGMENTS } from '@/lib/shop/routes';

/**
 * Crawlers may read the catalogue; the API, the basket, checkout and account pages are private
 * per shopper and worthless in search results (listed for both languages).
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', BENCH_EMPTY_PATH, ...locales.flatMap((lang) => PRIVATE_SEGMENTS.map((page) => `/${lang}/${page}`))],
    },
    sitemap: new URL('/sitemap.xml', siteUrl()).toString(),
  };
}
