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

/** How many files the pages need: one when all fit. */
export const partCount = (pages: number, perFile = MAX_URLS_PER_FILE) => Math.max(1, Math.ceil((pages * locales.length) / perFile));

/** The pages of the n-th file: whole pages, so a page's languages stay in one file beside their alternates. */
export function pagesOfPart<T>(pages: readonly T[], part: number, perFile = MAX_URLS_PER_FILE): T[] {
  const size = Math.floor(perFile / locales.length);
  return pages.slice(part * size, (part + 1) * size);
}

/** Like the pages' own hreflang (seo/page-metadata.ts): every language but Turkish is served English. */
const DEFAULT_LOCALE: Locale = 'en';

/** A urlset: every page in every language, each with its hreflang alternates and x-default. */
export function urlsetXml(pages: readonly SitemapPage[], absolute: (path: string, locale: Locale) => string): string {
  const entries = pages.flatMap((page) => {
    const alternates = [
      ...locales.map((each) => `<xhtml:link rel="alternate" hreflang="${each}" href="${escapeXml(absolute(page[each], each))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absolute(page[DEFAULT_LOCALE], DEFAULT_LOCALE))}"/>`,
    ].join('');
    const lastmod = page.lastModified ? `<lastmod>${escapeXml(page.lastModified)}</lastmod>` : '';
    return locales.map((locale) => `<url><loc>${escapeXml(absolute(page[locale], locale))}</loc>${lastmod}${alternates}</url>`);
  });
  return `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** A sitemap index naming the parts. */
export function indexXml(locations: readonly string[]): string {
  const entries = locations.map((location) => `<sitemap><loc>${escapeXml(location)}</loc></sitemap>`);
  return `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}
