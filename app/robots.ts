import type { MetadataRoute } from 'next';
import { siteUrl } from '@/components/seo/site';
import { locales } from '@/lib/shop/locale';

/**
 * Crawlers may read the catalogue; the API, the basket, checkout and account pages are private
 * per shopper and worthless in search results (listed for both languages).
 */
const PRIVATE_PATHS = ['sepetim', 'adresbilgisi', 'odemeyontemi', 'siparisodeme', 'uyeliksizalisveris', 'profilim', 'siparislerim', 'siparislerimdetay', 'favorilerim', 'adreslerim', 'uruniade', 'aktivasyon', 'sifremiunuttum', 'odeme-basarili', 'odeme-basarisiz'];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', ...locales.flatMap((lang) => PRIVATE_PATHS.map((page) => `/${lang}/${page}`))],
    },
    sitemap: new URL('/sitemap.xml', siteUrl()).toString(),
  };
}
