import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locales, localizedPath, type Locale } from '@/lib/shop/locale';
import { DEFAULT_OG_IMAGE } from './site';

const OG_LOCALE: Record<Locale, string> = { tr: 'tr_TR', en: 'en_US' };

/**
 * canonical + hreflang for a page that exists in both languages. `path` is the route without the
 * language prefix ('/' for home). x-default points at English: the spec serves English to every
 * language other than Turkish, so the English page is the one for "no matching language"; the
 * unprefixed URL only redirects and is never a page of its own to index.
 */
export function localeAlternates(path: LocalizedRoute, locale: Locale): Metadata['alternates'] {
  const of = (each: Locale) => localizedPath(typeof path === 'string' ? path : path[each], each);
  return {
    canonical: of(locale),
    languages: {
      ...Object.fromEntries(locales.map((each) => [each, of(each)])),
      'x-default': of('en'),
    },
  };
}

/** A route without the language prefix: one for both languages, or one per language when slugs differ. */
export type LocalizedRoute = string | Record<Locale, string>;

interface PageMetadataInput {
  locale: Locale;
  /** The route without the language prefix. */
  path: LocalizedRoute;
  title: string;
  description: string;
  /** true when `title` is already complete (e.g. from /get-seo-tag-data) and must not get the " | Vitrin" suffix. */
  absoluteTitle?: boolean;
  image?: { url: string; width?: number; height?: number; alt?: string };
  type?: 'website' | 'article';
}

/** Title, description, alternates, OpenGraph and Twitter card of one page, in one call. */
export async function pageMetadata({ locale, path, title, description, absoluteTitle = false, image, type = 'website' }: PageMetadataInput): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' });
  const ogImage = image ?? { ...DEFAULT_OG_IMAGE, alt: t('ogAlt') };
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: localeAlternates(path, locale),
    openGraph: {
      type,
      siteName: t('siteName'),
      locale: OG_LOCALE[locale],
      alternateLocale: locales.filter((each) => each !== locale).map((each) => OG_LOCALE[each]),
      url: localizedPath(typeof path === 'string' ? path : path[locale], locale),
      title,
      description,
      images: [ogImage],
    },
    twitter: { card: 'summary_large_image', title, description, images: [ogImage.url] },
  };
}
