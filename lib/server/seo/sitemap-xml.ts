import 'server-only';
import { locales, type Locale } from '@/lib/shop/locale';

/** One page in every language: its path per language (slugs differ by language) and its last change when known. */
export type SitemapPage = Record<Locale, string> & { lastModified?: string };

/** The sitemap protocol's limit per file (sitemaps.org); every page is one URL per language. */
export const MAX_URLS_PER_FILE = 50_000;

export const SITEMAP_PATH = '/sitemap.xml';
/** The n-th file (0-based) of a sitemap too large for one. */
export const sitemapPartPath = (part: number) => `/sitemap/${part}.xml`;
/** The file name a part answers to, or null: digits only, so nothing else reaches the reads. */
export const parseSitemapPart = (file: string): number | null => (/^(0|[1-9]\d{0,5})\.xml$/.test(file) ? Number.parseInt(file, 10) : null);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Products per file of a large sitemap: each is one URL per language. */
export const PRODUCTS_PER_PART = MAX_URLS_PER_FILE / locales.length;

/**
 * How many files a sitemap needs: one while the other pages and every product id up to the last fit;
 * past that, file 0 holds the other pages and file n ≥ 1 the products with ids in
 * ((n − 1) × 25,000, n × 25,000], so any file is written from one id range without reading the others.
 */
export function sitemapParts(otherPages: number, lastProductId: number, perPart = PRODUCTS_PER_PART): number {
  if (otherPages + lastProductId <= perPart) return 1;
  return 1 + Math.ceil(lastProductId / perPart);
}

/** The product ids of file `part` (≥ 1) of a large sitemap: after `afterId`, up to `upToId`. */
export const productIdsOfPart = (part: number, perPart = PRODUCTS_PER_PART) => ({ afterId: (part - 1) * perPart, upToId: part * perPart });

/** Like the pages' own hreflang (seo/page-metadata.ts): every language but Turkish is served English. */
const DEFAULT_LOCALE: Locale = 'en';

export const URLSET_HEAD = `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
export const URLSET_TAIL = '\n</urlset>\n';

/** The `<url>` entries of some pages: every page in every language, each with its hreflang alternates and x-default. */
export function urlEntries(pages: readonly SitemapPage[], absolute: (path: string, locale: Locale) => string): string {
  const entries = pages.flatMap((page) => {
    const alternates = [
      ...locales.map((each) => `<xhtml:link rel="alternate" hreflang="${each}" href="${escapeXml(absolute(page[each], each))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absolute(page[DEFAULT_LOCALE], DEFAULT_LOCALE))}"/>`,
    ].join('');
    const lastmod = page.lastModified ? `<lastmod>${escapeXml(page.lastModified)}</lastmod>` : '';
    return locales.map((locale) => `<url><loc>${escapeXml(absolute(page[locale], locale))}</loc>${lastmod}${alternates}</url>`);
  });
  return entries.join('\n');
}

/** A whole urlset of a few pages. */
export const urlsetXml = (pages: readonly SitemapPage[], absolute: (path: string, locale: Locale) => string) => URLSET_HEAD + urlEntries(pages, absolute) + URLSET_TAIL;

/** A sitemap index naming the parts. */
export function indexXml(locations: readonly string[]): string {
  const entries = locations.map((location) => `<sitemap><loc>${escapeXml(location)}</loc></sitemap>`);
  return `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}
