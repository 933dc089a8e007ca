import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { languageIdOf, type Locale } from '@/lib/shop/locale';
import { seoPathname } from '@/lib/shop/routes';
import { inDraftMode } from './preview';
import { readOptional } from './read';
import { pageMetadata } from './seo/page-metadata';

/** What every page under /[lang] receives. */
export interface LangPageProps<P extends object = object> {
  params: Promise<{ lang: string } & P>;
}

/**
 * The start of every page: the language must be one of ours (anything else is the 404 page, never a
 * render), and server components below may then read it.
 */
export async function openPage<P extends object>({ params }: LangPageProps<P>): Promise<{ locale: Locale; params: { lang: Locale } & P }> {
  const all = await params;
  if (!hasLocale(routing.locales, all.lang)) notFound();
  setRequestLocale(all.lang);
  return { locale: all.lang, params: all as { lang: Locale } & P };
}

interface SeoOptions<P extends object> {
  /** The page's route (from lib/shop/routes) for these params. */
  path: (params: P) => string;
  /** The record the SEO row belongs to (a product, a category …), when the page shows one. */
  dataId?: (params: P) => number | undefined;
  /** Title and description when the shop has no SEO row for the page. */
  fallback: (locale: Locale, params: P) => Promise<{ title: string; description: string }>;
  /** What the record itself adds: its address per language (slugs differ) and its OpenGraph picture. */
  record?: (locale: Locale, params: P) => Promise<PageRecord | null>;
  /** A page private to one shopper (PRIVATE_SEGMENTS): kept out of search results even when linked from elsewhere. */
  noindex?: boolean;
}

interface PageRecord {
  paths?: Record<Locale, string>;
  image?: { url: string; alt?: string };
}

/**
 * generateMetadata for a page: title and description from /get-seo-tag-data (complete titles, as
 * the shop wrote them) or the page's own fallback, plus canonical, hreflang and OpenGraph.
 */
export function seoMetadata<P extends object = object>({ path, dataId, fallback, record, noindex }: SeoOptions<P>) {
  return async ({ params }: LangPageProps<P>): Promise<Metadata> => {
    const all = await params;
    if (!hasLocale(routing.locales, all.lang)) return {};
    const locale = all.lang;
    const route = path(all);
    const [seo, own] = await Promise.all([
      readOptional('get-seo-tag-data', { LanguageId: languageIdOf(locale), Pathname: seoPathname(route), DataId: dataId?.(all) }),
      record?.(locale, all) ?? null,
    ]);
    const { title, description } = seo?.seoData ? { title: seo.seoData.Title, description: seo.seoData.Description } : await fallback(locale, all);
    const metadata = await pageMetadata({ locale, path: own?.paths ?? route, title, description, absoluteTitle: Boolean(seo?.seoData), image: own?.image });
    // A preview (draft mode) shows what is not published: never in a search engine.
    return noindex || (await inDraftMode()) ? { ...metadata, robots: { index: false, follow: false } } : metadata;
  };
}

/** How this shop takes cards is a server setting the same for every shopper, so a cached page may show it. */
export { cardMode } from './payments/paytr';
