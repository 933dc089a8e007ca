/** @jest-environment node */
import { indexXml, MAX_URLS_PER_FILE, parseSitemapPart, PRODUCTS_PER_PART, productIdsOfPart, sitemapParts, urlsetXml, type SitemapPage } from '@/lib/server/seo/sitemap-xml';

const absolute = (path: string, locale: string) => `https://shop.test/${locale}${path === '/' ? '' : path}`;
const page = (n: number): SitemapPage => ({ tr: `/shop/kategori-${n}/${n}`, en: `/shop/category-${n}/${n}` });

describe('sitemap files', () => {
  it('lists every page in both languages, each with its alternates, x-default and lastmod', () => {
    const xml = urlsetXml([{ ...page(1), lastModified: '2026-11-20T10:00:00.000Z' }, { tr: '/', en: '/' }], absolute);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('<url><loc>https://shop.test/en/shop/category-1/1</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="tr" href="https://shop.test/tr/shop/kategori-1/1"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.test/en/shop/category-1/1"/>');
    expect(xml).toContain('<loc>https://shop.test/tr</loc>');
  });

  it('escapes what XML reserves', () => {
    const xml = urlsetXml([{ tr: '/a?x=1&y=<2>', en: "/b'\"" }], absolute);
    expect(xml).toContain('/tr/a?x=1&amp;y=&lt;2&gt;</loc>');
    expect(xml).toContain('/en/b&apos;&quot;</loc>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|apos;|quot;)/);
  });

  it('needs one file up to 50,000 URLs (25,000 pages in two languages), past it one for the other pages and one per 25,000 product ids', () => {
    expect(PRODUCTS_PER_PART * 2).toBe(MAX_URLS_PER_FILE);
    expect(sitemapParts(0, 0)).toBe(1);
    expect(sitemapParts(60, PRODUCTS_PER_PART - 60)).toBe(1);
    expect(sitemapParts(60, PRODUCTS_PER_PART - 59)).toBe(2);
    // A million products in two languages: the other pages, then 40 files of products.
    expect(sitemapParts(60, 1_000_000)).toBe(41);
    expect(productIdsOfPart(1)).toEqual({ afterId: 0, upToId: 25_000 });
    expect(productIdsOfPart(40)).toEqual({ afterId: 975_000, upToId: 1_000_000 });
    // The ranges cover every id once.
    const ranges = Array.from({ length: 4 }, (_, n) => productIdsOfPart(n + 1, 10));
    ranges.slice(1).forEach((range, n) => expect(range.afterId).toBe(ranges[n].upToId));
  });

  it('indexes the parts', () => {
    const xml = indexXml(['https://shop.test/sitemap/0.xml', 'https://shop.test/sitemap/1.xml']);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<sitemap><loc>https:\/\/shop.test\/sitemap\/\d.xml<\/loc><\/sitemap>/g)).toHaveLength(2);
  });

  it('answers only to a part number', () => {
    expect(parseSitemapPart('0.xml')).toBe(0);
    expect(parseSitemapPart('12.xml')).toBe(12);
    for (const file of ['01.xml', 'x.xml', '1.xml.gz', '-1.xml', '1', '9999999.xml']) expect(parseSitemapPart(file)).toBeNull();
  });
});
