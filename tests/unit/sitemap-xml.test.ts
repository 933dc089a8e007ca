/** @jest-environment node */
import { indexXml, MAX_URLS_PER_FILE, pagesOfPart, parseSitemapPart, partCount, urlsetXml, type SitemapPage } from '@/lib/server/seo/sitemap-xml';

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

  it('needs one file up to 50,000 URLs (25,000 pages in two languages) and splits whole pages past it', () => {
    expect(partCount(0)).toBe(1);
    expect(partCount(MAX_URLS_PER_FILE / 2)).toBe(1);
    expect(partCount(MAX_URLS_PER_FILE / 2 + 1)).toBe(2);
    expect(partCount(100_000 + 60)).toBe(5);
    const pages = Array.from({ length: 25 }, (_, n) => page(n));
    expect(partCount(pages.length, 10)).toBe(5);
    const parts = Array.from({ length: 5 }, (_, part) => pagesOfPart(pages, part, 10));
    expect(parts.map((each) => each.length)).toEqual([5, 5, 5, 5, 5]);
    expect(parts.flat()).toEqual(pages);
    expect(pagesOfPart(pages, 5, 10)).toEqual([]);
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
