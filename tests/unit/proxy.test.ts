/** @jest-environment node */
import { NextRequest } from 'next/server';
import { appRoutes, routes } from '@/lib/shop/routes';
import proxy, { config } from '@/proxy';

const request = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(path, 'http://shop.test'), { headers });

const matcher = new RegExp(`^${config.matcher[0]}$`);

describe('proxy: language prefix, stored choice, browser language', () => {
  it('redirects an unprefixed path under the browser language, keeping the query', () => {
    const tr = proxy(request('/sepetim?x=1', { 'accept-language': 'tr-TR,tr;q=0.9' }));
    expect(tr.status).toBe(307);
    expect(tr.headers.get('location')).toBe('http://shop.test/tr/sepetim?x=1');
    const en = proxy(request('/shop/ev/3', { 'accept-language': 'en-US' }));
    expect(en.headers.get('location')).toBe('http://shop.test/en/shop/ev/3');
  });

  it('sends the root to the home of the resolved language', () => {
    expect(proxy(request('/?x=1', { 'accept-language': 'tr' })).headers.get('location')).toBe('http://shop.test/tr?x=1');
    expect(proxy(request('/', { 'accept-language': 'fr-FR' })).headers.get('location')).toBe('http://shop.test/en');
  });

  it('prefers the stored choice over the browser language', () => {
    const response = proxy(request('/sepetim', { 'accept-language': 'tr-TR', cookie: 'lang=en' }));
    expect(response.headers.get('location')).toBe('http://shop.test/en/sepetim');
  });

  it('lets a prefixed path through without a redirect (no loops)', () => {
    for (const path of ['/tr', '/en', '/tr/sepetim', '/en/shop/ev/3?sort=1']) {
      const response = proxy(request(path, { 'accept-language': 'tr-TR', cookie: 'lang=en' }));
      expect(response.headers.get('location')).toBeNull();
      expect(response.status).toBe(200);
    }
  });

  it('moves the contact page\'s other spelling to its own address, permanently only when the language is in the path', () => {
    const prefixed = proxy(request('/en/musterihizmetleri?x=1', { 'accept-language': 'tr-TR' }));
    expect(prefixed.status).toBe(308);
    expect(prefixed.headers.get('location')).toBe('http://shop.test/en/musteriHizmetleri?x=1');
    const bare = proxy(request('/musterihizmetleri', { 'accept-language': 'tr-TR' }));
    expect(bare.status).toBe(307);
    expect(bare.headers.get('location')).toBe('http://shop.test/tr/musteriHizmetleri');
    // The page's own spelling is let through, so there is no loop.
    expect(proxy(request('/tr/musteriHizmetleri')).headers.get('location')).toBeNull();
  });

  it('stores the language of a visited prefix as the choice', () => {
    const response = proxy(request('/en', { 'accept-language': 'tr-TR', cookie: 'lang=tr', 'sec-fetch-dest': 'document' }));
    expect(response.cookies.get('lang')?.value).toBe('en');
  });

  it("never runs for the app's own paths of the route map, Next internals, media or files", () => {
    const own = [appRoutes.api('get-slider'), appRoutes.api(''), appRoutes.paytrCallback(), appRoutes.paytrSandbox(), appRoutes.paytrSandbox('a1b2'), appRoutes.benchEmpty(), appRoutes.benchEmptyRendered()];
    for (const path of [...own, '/_next/static/chunks/a.js', '/media/demo/product/p1-1.webp', '/sitemap.xml', '/sitemap/0.xml', '/sitemap/12.xml', '/robots.txt', '/favicon.ico', '/manifest.webmanifest', '/icon.svg']) {
      expect(matcher.test(path)).toBe(false);
    }
    for (const path of ['/', '/sepetim', '/tr', '/en/shop/ev/3', '/bench-empty-x', '/tr/bench-empty', '/sitemap/x.xml']) expect(matcher.test(path)).toBe(true);
  });

  it('runs for every page of the route map, with or without a language', () => {
    const pages = Object.values(routes).map((build) => (build as (...args: unknown[]) => string)('x', 1));
    expect(pages.length).toBeGreaterThan(40);
    for (const page of pages) {
      expect(matcher.test(page)).toBe(true);
      expect(matcher.test(`/tr${page}`)).toBe(true);
    }
  });

  it("serves a category's or brand's plain address from its cached route, keeping the language cookie; a query string renders per request", () => {
    const plain = proxy(request('/en/shop/ev/3', { cookie: 'lang=tr' }));
    expect(plain.headers.get('x-middleware-rewrite')).toBe('http://shop.test/en/shop/ev/3/listing');
    expect(plain.headers.get('x-middleware-next')).toBeNull();
    expect(plain.cookies.get('lang')?.value).toBe('en');
    expect(proxy(request('/tr/shop/ev/3?_rsc=abc')).headers.get('x-middleware-rewrite')).toBe('http://shop.test/tr/shop/ev/3/listing?_rsc=abc');
    expect(proxy(request('/tr/designers/ada-linen/42')).headers.get('x-middleware-rewrite')).toBe('http://shop.test/tr/designers/ada-linen/42/listing');
    for (const path of ['/tr/shop/ev/3?sort=2', '/tr/shop/ev/3?page=1&_rsc=abc', '/tr/shop/ev', '/tr/shop/ev/x', '/tr/designers/ada-linen/42?max=100', '/tr/productdetail/a/3']) {
      expect(proxy(request(path)).headers.get('x-middleware-rewrite')).toBeNull();
    }
  });

  it('sends a request made straight to the cached route to the listing’s own address', () => {
    const direct = proxy(request('/tr/shop/ev/3/listing?sort=1'));
    expect(direct.status).toBe(308);
    expect(direct.headers.get('location')).toBe('http://shop.test/tr/shop/ev/3?sort=1');
    expect(proxy(request('/en/designers/ada-linen/42/listing')).headers.get('location')).toBe('http://shop.test/en/designers/ada-linen/42');
    for (const path of ['/tr/shop/ev/listing', '/tr/shop/ev/3/other', '/tr/productdetail/a/3/listing', '/xx/shop/ev/3/listing']) {
      expect(proxy(request(path)).status).not.toBe(308);
    }
  });
});
