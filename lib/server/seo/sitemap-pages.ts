import 'server-only';
import { COLLABORATIONS_MAX } from '@/lib/server/api/entries/brands';
import { WORKSHOPS_MAX_TAKE } from '@/lib/server/api/entries/workshops';
import { read } from '@/lib/server/read';
import { languageIdOf, locales } from '@/lib/shop/locale';
import { STATIC_PAGES } from '@/lib/shop/routes';
import type { SitemapPage } from './sitemap-xml';

const same = (path: string): SitemapPage => ({ tr: path, en: path });

/** Pairs each Turkish record's path with the English one of the same id. */
function paired<T extends { Id: number; Url: string }>(tr: readonly T[], en: readonly T[]): SitemapPage[] {
  const english = new Map(en.map((item) => [item.Id, item.Url]));
  return tr.map((item) => ({ tr: item.Url, en: english.get(item.Id) ?? item.Url }));
}

const bothLanguages = <T>(reader: (LanguageId: 1 | 2) => Promise<T>) => Promise.all(locales.map((locale) => reader(languageIdOf(locale))));

async function designerPages(): Promise<SitemapPage[]> {
  const { List } = await read('designer-list', { LanguageId: 1 });
  return List.flatMap((group) => group.DesignerNames.map((designer) => same(designer.Url)));
}

async function collaborationPages(): Promise<SitemapPage[]> {
  const [tr, en] = await bothLanguages((LanguageId) => read('get-collaborations', { LanguageId, Take: COLLABORATIONS_MAX }));
  return paired(tr.collaborationList, en.collaborationList);
}

async function blogPages(): Promise<SitemapPage[]> {
  const [tr, en] = await bothLanguages((LanguageId) => read('get-blogs', { LanguageId }));
  const all = (reply: typeof tr) => [...(reply.featuredBlog ? [reply.featuredBlog] : []), ...reply.blogList];
  return paired(all(tr), all(en));
}

async function categoryPages(): Promise<SitemapPage[]> {
  const [tr, en] = await bothLanguages((LanguageId) => read('get-categories', { LanguageId }));
  const all = (reply: typeof tr) => reply.categories.flatMap((category) => [category, ...category.Children]);
  return paired(all(tr), all(en));
}

async function workshopPages(): Promise<SitemapPage[]> {
  const [tr, en] = await bothLanguages((LanguageId) => read('get-arts-workshops', { LanguageId, Take: WORKSHOPS_MAX_TAKE }));
  const all = (reply: typeof tr) => [...(reply.featuredBlog ? [reply.featuredBlog] : []), ...reply.dataList];
  return paired(all(tr), all(en));
}

/** Products in id order, one keyset page of reads at a time (each read is cached under the catalogue tag). */
async function productPages(): Promise<SitemapPage[]> {
  const TAKE = 50_000;
  const pages: SitemapPage[] = [];
  for (let AfterId = 0; ; ) {
    const { List } = await read('get-product-urls', { LanguageId: 1, AfterId, Take: TAKE });
    for (const product of List) pages.push({ ...product.Urls, lastModified: product.UpdatedAt });
    if (List.length < TAKE) return pages;
    AfterId = List[List.length - 1].Id;
  }
}

/** Every public page in both languages: the fixed pages, the content, every category and every product. */
export async function sitemapPages(): Promise<SitemapPage[]> {
  const groups = await Promise.all([categoryPages(), designerPages(), collaborationPages(), blogPages(), workshopPages(), productPages()]);
  return [...STATIC_PAGES.map(same), ...groups.flat()];
}
