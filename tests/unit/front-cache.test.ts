/** @jest-environment node */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FRONT_CACHE_HEADER, FrontCache, KEPT_FOR_MS, LANG_COOKIE_NAME } from '@/lib/server/http/front-cache';
import { LANG_COOKIE } from '@/lib/shop/locale';

/*
 * The front cache against a real HTTP server, with a stand-in for Next that answers as Next does for
 * a page from its cache (x-nextjs-cache, s-maxage, ETag) and counts the requests it sees, and a
 * revalidation log of tag → time. Each page carries the tag `page:<path>` and those in `pageTags`.
 */

interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
}

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'x-nextjs-cache': 'HIT',
  'cache-control': 's-maxage=3600, stale-while-revalidate=31532400',
  etag: '"abc"',
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
};

let clock = 1_000_000;
let marks: Map<string, number>;
let pageTags: Map<string, string[]>;
/** Paths whose page the page cache does not hold (yet). */
let notHeld: Set<string>;
let logReadable: boolean | null = true;
let answer: Answer;
let served = 0;
let front: FrontCache;
let server: http.Server;
let base: string;

function nextStandIn(req: IncomingMessage, res: ServerResponse) {
  served += 1;
  res.statusCode = answer.status ?? 200;
  for (const [name, value] of Object.entries(answer.headers ?? PAGE_HEADERS)) res.setHeader(name, value);
  // Written in two parts, as a streamed render is.
  const body = answer.body ?? `<html>page ${req.url} #${served}</html>`;
  res.write(body.slice(0, 5));
  res.end(body.slice(5));
}

beforeEach(async () => {
  clock = 1_000_000;
  marks = new Map();
  pageTags = new Map();
  notHeld = new Set();
  logReadable = true;
  answer = {};
  served = 0;
  front = frontCache(1024 * 1024);
  server = http.createServer((req, res) => void front.handle(req, res, nextStandIn));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => new Promise((resolve) => server.close(resolve)));

function frontCache(maxBytes: number) {
  return new FrontCache({
    maxBytes,
    now: () => clock,
    tagsOf: (path) => (notHeld.has(path) ? null : [`page:${path}`, ...(pageTags.get(path) ?? [])]),
    revalidatedSince: async (tags, time) => {
      if (logReadable === null) return null;
      if (!logReadable) throw new Error('database down');
      return tags.some((tag) => (marks.get(tag) ?? -1) >= time);
    },
  });
}

function useFront(cache: FrontCache) {
  front = cache;
  server.removeAllListeners('request');
  server.on('request', (req, res) => void cache.handle(req, res, nextStandIn));
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => fetch(`${base}${path}`, { method, headers });
const bodyOf = async (path: string, headers?: Record<string, string>) => (await get(path, headers)).text();

describe('the front cache', () => {
  it("replays a page Next served from its cache, with Next's headers, without asking Next again", async () => {
    const first = await get('/tr/productdetail/vazo/1');
    const firstBody = await first.text();
    const second = await get('/tr/productdetail/vazo/1');
    expect(await second.text()).toBe(firstBody);
    expect(served).toBe(1);
    expect(second.headers.get('etag')).toBe('"abc"');
    expect(second.headers.get('cache-control')).toBe(PAGE_HEADERS['cache-control']);
    expect(second.headers.get('content-length')).toBe(String(Buffer.byteLength(firstBody)));
    expect(second.headers.get(FRONT_CACHE_HEADER)).toBe('HIT');
    expect(first.headers.get(FRONT_CACHE_HEADER)).toBeNull();
    expect(front.size.entries).toBe(1);
  });

  it('keeps a freshly rendered page (MISS) too, and answers HEAD from it without a body', async () => {
    answer = { headers: { ...PAGE_HEADERS, 'x-nextjs-cache': 'MISS' } };
    await bodyOf('/en');
    const head = await get('/en', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(await head.text()).toBe('');
    expect(served).toBe(1);
  });

  it("asks Next again after a revalidation of one of the page's tags since the answer was stored", async () => {
    await bodyOf('/en/productdetail/vazo/1');
    marks.set('page:/en/productdetail/vazo/1', clock + 5);
    clock += 10;
    expect(await bodyOf('/en/productdetail/vazo/1')).toContain('#2');
    clock += 10;
    expect(await bodyOf('/en/productdetail/vazo/1')).toContain('#2');
    expect(served).toBe(2);
  });

  it('keeps replaying the pages that carry none of the revalidated tags', async () => {
    pageTags.set('/en/productdetail/vazo/1', ['product:1', 'product:7']);
    pageTags.set('/en/productdetail/kase/2', ['product:2', 'product:8']);
    pageTags.set('/en', ['listing:featured', 'product:1', 'product:2']);
    for (const path of ['/en/productdetail/vazo/1', '/en/productdetail/kase/2', '/en']) await bodyOf(path);
    marks.set('product:1', clock + 5);
    clock += 10;
    const kept = await get('/en/productdetail/kase/2');
    expect(kept.headers.get(FRONT_CACHE_HEADER)).toBe('HIT');
    expect((await get('/en/productdetail/vazo/1')).headers.get(FRONT_CACHE_HEADER)).toBeNull();
    expect((await get('/en')).headers.get(FRONT_CACHE_HEADER)).toBeNull();
    expect(served).toBe(5);
  });

  it('never replays an answer whose page the page cache does not hold (its tags unknown)', async () => {
    notHeld.add('/en/not-kept');
    for (let request = 0; request < 3; request++) await bodyOf('/en/not-kept');
    expect(served).toBe(3);
  });

  it("learns the page's tags at the next request when the page cache kept the page only after the answer ended", async () => {
    pageTags.set('/en/kept-late', ['product:5']);
    notHeld.add('/en/kept-late');
    await bodyOf('/en/kept-late');
    notHeld.delete('/en/kept-late');
    expect((await get('/en/kept-late')).headers.get(FRONT_CACHE_HEADER)).toBe('HIT');
    marks.set('product:5', clock);
    expect((await get('/en/kept-late')).headers.get(FRONT_CACHE_HEADER)).toBeNull();
    expect(served).toBe(2);
  });

  it('counts a revalidation in the same millisecond as the stored request as newer', async () => {
    await bodyOf('/en');
    marks.set('page:/en', clock);
    await bodyOf('/en');
    expect(served).toBe(2);
  });

  it(`replays an answer for ${KEPT_FOR_MS / 1000} s at most, and for no longer than its s-maxage`, async () => {
    await bodyOf('/en');
    clock += KEPT_FOR_MS - 1;
    await bodyOf('/en');
    expect(served).toBe(1);
    clock += 1;
    await bodyOf('/en');
    expect(served).toBe(2);

    answer = { headers: { ...PAGE_HEADERS, 'cache-control': 's-maxage=5, stale-while-revalidate' } };
    await bodyOf('/tr');
    clock += 5000;
    await bodyOf('/tr');
    expect(served).toBe(4);
  });

  it('answers 304 to a request that already holds the page', async () => {
    await bodyOf('/en');
    const revisit = await get('/en', { 'if-none-match': '"old", "abc"' });
    expect(revisit.status).toBe(304);
    expect(revisit.headers.get('etag')).toBe('"abc"');
    expect(served).toBe(1);
  });

  it.each([
    ['a page rendered per request', { ...PAGE_HEADERS, 'x-nextjs-cache': undefined, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }],
    ['a stale page Next is re-rendering behind', { ...PAGE_HEADERS, 'x-nextjs-cache': 'STALE' }],
    ['an answer that sets a cookie other than the language', { ...PAGE_HEADERS, 'set-cookie': 'vitrin_session=abc; Path=/; HttpOnly' }],
    ['an answer without s-maxage', { ...PAGE_HEADERS, 'cache-control': 'no-cache' }],
  ])('never keeps %s', async (_name, headers) => {
    answer = { headers: Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)) as Record<string, string> };
    await bodyOf('/en');
    await bodyOf('/en');
    expect(served).toBe(2);
    expect(front.size.entries).toBe(0);
  });

  it('never keeps an error page', async () => {
    answer = { status: 404 };
    await bodyOf('/en/shop/missing/999');
    await bodyOf('/en/shop/missing/999');
    expect(served).toBe(2);
  });

  it.each([
    ['an API call', '/api/get-categories', {}],
    ['a path outside the languages', '/brand/og.png', {}],
    ['a client router request', '/en', { rsc: '1' }],
    ['a prefetch', '/en', { 'next-router-prefetch': '1' }],
    ['an RSC request by query', '/en?_rsc=abc', {}],
    ['a draft-mode request', '/en', { cookie: '__prerender_bypass=x' }],
  ])('lets %s through to Next every time', async (_name, path, headers) => {
    await bodyOf(path, headers);
    await bodyOf(path, headers);
    expect(served).toBe(2);
  });

  it("serves a visitor whose language cookie matches the page's language", async () => {
    await bodyOf('/en', { cookie: 'lang=en' });
    await bodyOf('/en', { cookie: 'vitrin_anon=1; lang=en', 'accept-language': 'tr' });
    expect(served).toBe(1);
  });

  it("replays the language cookie Next set, to visitors of the same kind only (next-intl's inputs: cookie, Sec-Fetch-Dest, Accept-Language)", async () => {
    answer = { headers: { ...PAGE_HEADERS, 'set-cookie': 'lang=tr; Path=/; Max-Age=31536000; SameSite=lax' } };
    await bodyOf('/tr', { 'accept-language': 'en-US' });
    const again = await get('/tr', { 'accept-language': 'en-US' });
    expect(again.headers.get('set-cookie')).toBe('lang=tr; Path=/; Max-Age=31536000; SameSite=lax');
    expect(served).toBe(1);
    await bodyOf('/tr', { 'accept-language': 'tr-TR' });
    await bodyOf('/tr', { 'accept-language': 'en-US', cookie: 'lang=en' });
    await bodyOf('/tr', { 'accept-language': 'en-US', cookie: 'lang=en' });
    await bodyOf('/tr', { 'accept-language': 'en-US', 'sec-fetch-dest': 'empty' });
    expect(served).toBe(4);
  });

  it('keeps one answer per address and per Accept-Encoding, the query included', async () => {
    await bodyOf('/en/shop/art/2');
    await bodyOf('/en/shop/art/2?Sort=1');
    await bodyOf('/en/shop/art/2', { 'accept-encoding': 'gzip' });
    await bodyOf('/en/shop/art/2', { 'accept-encoding': 'gzip' });
    expect(served).toBe(3);
  });

  it('asks Next while the page cache is not installed, and when the revalidation log cannot be read', async () => {
    logReadable = null;
    await bodyOf('/en');
    await bodyOf('/en');
    logReadable = false;
    await bodyOf('/en');
    expect(served).toBe(3);
  });

  it('stays within its byte budget, dropping the least recently used answer first', async () => {
    const small = frontCache(100_000);
    useFront(small);
    answer = { body: 'x'.repeat(10_000) };
    for (let page = 0; page < 12; page++) {
      await bodyOf(`/en/p/${page}`);
      expect(small.size.bytes).toBeLessThanOrEqual(100_000);
    }
    expect(small.size.entries).toBe(9);
    await bodyOf('/en/p/11');
    expect(served).toBe(12);
    await bodyOf('/en/p/0');
    expect(served).toBe(13);
  });

  it("counts an answer by the bytes it holds: a Turkish page's UTF-8 body, its headers and its tags", async () => {
    const body = '<p>Şık, güzel ve özgün işler</p>'.repeat(400);
    answer = { body };
    await bodyOf('/tr/productdetail/isler/3');
    const bodyBytes = Buffer.byteLength(body);
    expect(front.size.bytes).toBeGreaterThan(bodyBytes);
    // The headers, key and tags of an entry are small beside its page.
    expect(front.size.bytes).toBeLessThan(bodyBytes + 2_000);
  });

  it('reads the same language cookie as the proxy', () => {
    expect(LANG_COOKIE_NAME).toBe(LANG_COOKIE);
  });
});
