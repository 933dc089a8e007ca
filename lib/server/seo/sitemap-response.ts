import 'server-only';
import { localizedPath } from '@/lib/shop/locale';
import { sitemapPages } from './sitemap-pages';
import { indexXml, pagesOfPart, partCount, sitemapPartPath, urlsetXml } from './sitemap-xml';
import { siteUrl } from './site';

const xml = (body: string) => new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
const absolute = (path: string) => new URL(path, siteUrl()).toString();

/** `/sitemap.xml`: every page while they fit in one file (50,000 URLs), otherwise an index of the parts. */
export async function sitemapResponse(): Promise<Response> {
  const pages = await sitemapPages();
  const parts = partCount(pages.length);
  if (parts === 1) return xml(urlsetXml(pages, (path, locale) => absolute(localizedPath(path, locale))));
  return xml(indexXml(Array.from({ length: parts }, (_, part) => absolute(sitemapPartPath(part)))));
}

/** `/sitemap/{n}.xml`: the n-th part, or 404 past the last. */
export async function sitemapPartResponse(part: number | null): Promise<Response> {
  const pages = await sitemapPages();
  if (part === null || part >= partCount(pages.length)) return new Response(null, { status: 404 });
  return xml(urlsetXml(pagesOfPart(pages, part), (path, locale) => absolute(localizedPath(path, locale))));
}
