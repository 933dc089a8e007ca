import { expect, test } from './support/test';
import { PRIVATE_SEGMENTS } from '../../lib/shop/routes';
import { api, languageId, type Lang } from './support/shop';

type ProductUrl = { Id: number; Urls: Record<Lang, string>; UpdatedAt: string };
type Category = { Id: number; Url: string; Children: { Id: number; Url: string }[] };

const LANGS: Lang[] = ['tr', 'en'];
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);

test('the sitemap lists every product and category of the seed in both languages, each with its alternates and lastmod', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await response.text();
  // The demo catalogue fits in one file; past 50,000 URLs this becomes an index of parts (unit-tested).
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
  const listed = new Set(locs(xml));
  const { List: products } = await api<{ List: ProductUrl[] }>(request, 'get-product-urls', { LanguageId: 1 });
  expect(products.length).toBe(640);
  for (const product of products) {
    for (const lang of LANGS) expect(listed.has(`/${lang}${product.Urls[lang]}`), `${lang} ${product.Urls[lang]}`).toBe(true);
  }
  const sample = products[0];
  const entry = xml.split('<url>').find((each) => each.startsWith(`<loc>${new URL(`/en${sample.Urls.en}`, response.url()).toString()}</loc>`))!;
  expect(entry).toContain(`<lastmod>${sample.UpdatedAt}</lastmod>`);
  expect(entry).toContain(`hreflang="tr" href="${new URL(`/tr${sample.Urls.tr}`, response.url()).toString()}"`);
  expect(entry).toContain('hreflang="x-default"');
  for (const lang of LANGS) {
    const { categories } = await api<{ categories: Category[] }>(request, 'get-categories', { LanguageId: languageId(lang) });
    for (const category of categories.flatMap((each) => [each, ...each.Children])) expect(listed.has(`/${lang}${category.Url}`)).toBe(true);
  }
  // Only the one file exists.
  expect((await request.get('/sitemap/1.xml')).status()).toBe(404);
});

test('every catalogue address of the sitemap answers 200, without a redirect', async ({ request }) => {
  // Some 150 pages, most rendered for the first time here.
  test.slow();
  const paths = locs(await (await request.get('/sitemap.xml')).text()).filter((path) => /^\/(tr|en)\/(shop|productdetail)\//.test(path));
  // Every category and one product in eight: a crawl of the catalogue's kinds of page, not a load test.
  const crawl = paths.filter((path, index) => path.includes('/shop/') || index % 8 === 0);
  expect(crawl.length).toBeGreaterThan(100);
  const broken: string[] = [];
  for (const path of crawl) {
    const status = (await request.get(path, { maxRedirects: 0 })).status();
    if (status !== 200) broken.push(`${status} ${path}`);
  }
  expect(broken).toEqual([]);
});

test('robots.txt keeps crawlers out of private pages and filtered or sorted listings, and names the sitemap', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  for (const line of ['Disallow: /api/', 'Disallow: /tr/sepetim', 'Disallow: /en/profilim', 'Disallow: /*?sort=', 'Disallow: /*&designer=', 'Disallow: /*?max=']) {
    expect(robots).toContain(line);
  }
  // Paging stays open: its links lead to products.
  expect(robots).not.toContain('page=');
  expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).toString()}`);
});

test('every link of the home pages (header, slider, banners, carousels, footer) answers 200 without a redirect', async ({ request }) => {
  const broken: string[] = [];
  let checked = 0;
  for (const lang of LANGS) {
    const html = await (await request.get(`/${lang}`)).text();
    const links = new Set([...html.matchAll(/href="(\/(?:tr|en)(?:\/[^"#]*)?)"/g)].map((match) => match[1].replaceAll('&amp;', '&')));
    // Basket, checkout and account pages belong to the accounts and checkout issues.
    const ours = [...links].filter((link) => !PRIVATE_SEGMENTS.includes(link.split(/[/?]/)[2] ?? ''));
    expect(ours.length).toBeGreaterThan(20);
    for (const link of ours) {
      checked += 1;
      const status = (await request.get(link, { maxRedirects: 0 })).status();
      if (status !== 200) broken.push(`${status} ${link} (from /${lang})`);
    }
  }
  expect(checked).toBeGreaterThan(40);
  expect(broken).toEqual([]);
});
