import 'server-only';
import { COLLABORATIONS_MAX } from '@/lib/server/api/entries/brands';
import { WORKSHOPS_MAX_TAKE } from '@/lib/server/api/entries/workshops';
import { read, readFresh } from '@/lib/server/read';
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

/** Products read per keyset page: a sitemap file is written a page at a time, never held whole. */
const TAKE = 5_000;

/** Products with ids after `afterId` up to `upToId`, in id order, one keyset page of reads at a time (read fresh: a crawl would otherwise cycle the page cache; ADR 0060). */
export async function* productPages(afterId = 0, upToId = Number.MAX_SAFE_INTEGER): AsyncGenerator<SitemapPage[]> {
  for (let AfterId = afterId; ; ) {
    const { List } = await readFresh('get-product-urls', { LanguageId: 1, AfterId, Take: TAKE });
    const within = List.filter((product) => product.Id <= upToId);
    if (within.length) yield within.map((product) => ({ ...product.Urls, lastModified: product.UpdatedAt }));
    if (List.length < TAKE || within.length < List.length) return;
    AfterId = List[List.length - 1].Id;
  }
}

/** The highest id of an active product (0 for none). */
export const lastProductId = async () => (await read('get-product-last-id', {})).LastId;

/** Every public page but the products, in both languages: the fixed pages, the content, every category. */
export async function otherPages(): Promise<SitemapPage[]> {
  const groups = await Promise.all([categoryPages(), designerPages(), collaborationPages(), blogPages(), workshopPages()]);
  return [...STATIC_PAGES.map(same), ...groups.flat()];
}
