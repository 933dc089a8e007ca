import 'server-only';
import { localizedPath, type Locale } from '@/lib/shop/locale';
import { lastProductId, otherPages, productPages } from './sitemap-pages';
import { indexXml, productIdsOfPart, sitemapPartPath, sitemapParts, URLSET_HEAD, URLSET_TAIL, urlEntries, urlsetXml, type SitemapPage } from './sitemap-xml';
import { siteUrl } from './site';

const HEADERS = { 'Content-Type': 'application/xml; charset=utf-8' };
const xml = (body: string) => new Response(body, { headers: HEADERS });
const absolute = (path: string) => new URL(path, siteUrl()).toString();
const localized = (path: string, locale: Locale) => absolute(localizedPath(path, locale));

/**
 * A urlset written as its pages are read: a file of 50,000 URLs never sits in memory whole, and the
 * first bytes leave before the last products are read.
 */
function streamedUrlset(head: readonly SitemapPage[], pages: AsyncGenerator<SitemapPage[]>): Response {
  const encoder = new TextEncoder();
  let started = false;
  let separator = '';
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(URLSET_HEAD + urlEntries(head, localized)));
        separator = head.length ? '\n' : '';
        return;
      }
      const next = await pages.next();
      if (next.done) {
        controller.enqueue(encoder.encode(URLSET_TAIL));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(separator + urlEntries(next.value, localized)));
      separator = '\n';
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
  return new Response(body, { headers: HEADERS });
}

const plan = async () => {
  const [others, lastId] = await Promise.all([otherPages(), lastProductId()]);
  return { others, parts: sitemapParts(others.length, lastId) };
};

/** `/sitemap.xml`: every page while they fit in one file (50,000 URLs), otherwise an index of the parts. */
export async function sitemapResponse(): Promise<Response> {
  const { others, parts } = await plan();
  if (parts === 1) return streamedUrlset(others, productPages());
  return xml(indexXml(Array.from({ length: parts }, (_, part) => absolute(sitemapPartPath(part)))));
}

/** `/sitemap/{n}.xml`: the n-th part (0: every page but the products; n ≥ 1: one id range of products), or 404 past the last. */
export async function sitemapPartResponse(part: number | null): Promise<Response> {
  if (part === null) return new Response(null, { status: 404 });
  const { others, parts } = await plan();
  if (part >= parts) return new Response(null, { status: 404 });
  if (parts === 1) return streamedUrlset(others, productPages());
  if (part === 0) return xml(urlsetXml(others, localized));
  const { afterId, upToId } = productIdsOfPart(part);
  return streamedUrlset([], productPages(afterId, upToId));
}
