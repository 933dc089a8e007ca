import type { MetadataRoute } from 'next';
import { COLLABORATIONS_MAX } from '@/lib/server/api/entries/brands';
import { WORKSHOPS_MAX_TAKE } from '@/lib/server/api/entries/workshops';
import { read } from '@/lib/server/read';
import { siteUrl } from '@/lib/server/seo/site';
import { languageIdOf, locales, localizedPath, type Locale } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';

/** Read on request (from the cached reads), never at build time: the build does not open the database. */
export const dynamic = 'force-dynamic';

/** The pages without parameters that exist so far (the catalogue's pages join as they are built). */
const PAGES = [
  routes.home(),
  routes.designers(),
  routes.collaborations(),
  routes.blogs(),
  routes.fashion(),
  routes.workshops(),
  routes.about(),
  routes.contact(),
  routes.contracts(),
  routes.shippingReturns(),
  routes.membership(),
  routes.privacyPolicy(),
  routes.terms(),
  routes.faq(),
  routes.applyDesigner(),
  routes.career(),
];

/** One page in every language: its path per language (slugs may differ by language), and its last change when known. */
type Page = Record<Locale, string> & { lastModified?: string };

const same = (path: string): Page => ({ tr: path, en: path });

async function designerPages(): Promise<Page[]> {
  const { List } = await read('designer-list', { LanguageId: 1 });
  return List.flatMap((group) => group.DesignerNames.map((designer) => same(designer.Url)));
}

async function collaborationPages(): Promise<Page[]> {
  const [tr, en] = await Promise.all(locales.map((locale) => read('get-collaborations', { LanguageId: languageIdOf(locale), Take: COLLABORATIONS_MAX })));
  const english = new Map(en.collaborationList.map((item) => [item.Id, item.Url]));
  return tr.collaborationList.map((item) => ({ tr: item.Url, en: english.get(item.Id) ?? item.Url }));
}

async function blogPages(): Promise<Page[]> {
  const [tr, en] = await Promise.all(locales.map((locale) => read('get-blogs', { LanguageId: languageIdOf(locale) })));
  const all = (reply: typeof tr) => [...(reply.featuredBlog ? [reply.featuredBlog] : []), ...reply.blogList];
  const english = new Map(all(en).map((blog) => [blog.Id, blog.Url]));
  return all(tr).map((blog) => ({ tr: blog.Url, en: english.get(blog.Id) ?? blog.Url }));
}

/**
 * Every product in both languages. One read holds up to 50,000 products (100,000 URLs, ~10 MB of
 * XML): past that a sitemap index must split the list, as the 50,000-URL limit of a sitemap file asks.
 */
async function productPages(): Promise<Page[]> {
  const { List } = await read('get-product-urls', { LanguageId: 1 });
  return List.map((product) => ({ ...product.Urls, lastModified: product.UpdatedAt }));
}

/** Every category and child category, each under its own slug per language. */
async function categoryPages(): Promise<Page[]> {
  const [tr, en] = await Promise.all(locales.map((locale) => read('get-categories', { LanguageId: languageIdOf(locale) })));
  const all = (reply: typeof tr) => reply.categories.flatMap((category) => [category, ...category.Children]);
  const english = new Map(all(en).map((category) => [category.Id, category.Url]));
  return all(tr).map((category) => ({ tr: category.Url, en: english.get(category.Id) ?? category.Url }));
}

async function workshopPages(): Promise<Page[]> {
  const [tr, en] = await Promise.all(locales.map((locale) => read('get-arts-workshops', { LanguageId: languageIdOf(locale), Take: WORKSHOPS_MAX_TAKE })));
  const all = (reply: typeof tr) => [...(reply.featuredBlog ? [reply.featuredBlog] : []), ...reply.dataList];
  const english = new Map(all(en).map((item) => [item.Id, item.Url]));
  return all(tr).map((item) => ({ tr: item.Url, en: english.get(item.Id) ?? item.Url }));
}

/** Every public page in both languages, each with its alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const absolute = (path: string) => new URL(path, siteUrl()).toString();
  const groups = await Promise.all([categoryPages(), designerPages(), collaborationPages(), blogPages(), workshopPages(), productPages()]);
  const pages = [...PAGES.map(same), ...groups.flat()];
  return pages.flatMap((page) =>
    locales.map((locale) => ({
      url: absolute(localizedPath(page[locale], locale)),
      ...(page.lastModified ? { lastModified: page.lastModified } : {}),
      alternates: { languages: Object.fromEntries(locales.map((each) => [each, absolute(localizedPath(page[each], each))])) },
    })),
  );
}
