import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { operatorRoutes } from '../../lib/shop/operator-routes';
import { routes } from '../../lib/shop/routes';
import { api, languageId, type Lang } from './support/shop';

/**
 * Issue 21: the first-load client JS of the pages search engines bring phones to stays within 1.3 ×
 * an empty page of the same build (/bench-empty, the framework alone). The scripts a page's HTML
 * loads (not the `nomodule` polyfills a current browser skips), gzipped: the same build gives the
 * same bytes, so this fails on a regression and never on a slow machine. `npm run bench:lighthouse`
 * measures the same as transferred, with the timings. The bound sits under the issue's 1.3 because
 * these bytes leave out the chunks loaded during the load (the hearts' island), which Lighthouse
 * counts (`npm run bench:payload -- --js`); the measured ratios are in docs/benchmarks.md.
 */
const BUDGET = 1.28;

async function firstLoadScripts(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const sources = new Set([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter((tag) => !/\bnomodule\b/i.test(tag[0])).map((tag) => tag[1]));
  return Promise.all([...sources].map(async (source) => (await request.get(source)).body()));
}

async function firstLoadScriptBytes(request: APIRequestContext, path: string) {
  return (await firstLoadScripts(request, path)).reduce((bytes, script) => bytes + gzipSync(script).length, 0);
}

async function pagesOf(request: APIRequestContext, lang: Lang) {
  const LanguageId = languageId(lang);
  const { categories } = await api<{ categories: { Url: string }[] }>(request, 'get-categories', { LanguageId });
  const { List: products } = await api<{ List: { Urls: Record<Lang, string> }[] }>(request, 'get-product-urls', { LanguageId, Take: 1 });
  const { featuredBlog } = await api<{ featuredBlog: { Url: string } }>(request, 'get-blogs', { LanguageId });
  const { List: designers } = await api<{ List: { DesignerNames: { Url: string }[] }[] }>(request, 'designer-list', { LanguageId });
  return {
    home: routes.home(),
    category: categories[0].Url,
    product: products[0].Urls[lang],
    blog: featuredBlog.Url,
    designer: designers[0].DesignerNames[0].Url,
  };
}

for (const lang of ['tr', 'en'] as const) {
  test(`[${lang}] home, a category, a product, a blog post and a designer page load at most ${BUDGET} × an empty page's client JS`, async ({ request }) => {
    const empty = await firstLoadScriptBytes(request, '/bench-empty');
    const ratios: Record<string, number> = {};
    for (const [kind, path] of Object.entries(await pagesOf(request, lang))) {
      ratios[kind] = Number(((await firstLoadScriptBytes(request, `/${lang}${path === '/' ? '' : path}`)) / empty).toFixed(3));
    }
    expect(Object.entries(ratios).filter(([, ratio]) => ratio > BUDGET), JSON.stringify(ratios)).toEqual([]);
  });
}

/** What only next/image's client component carries: its load handler marks each picture it drew. */
const IMAGE_COMPONENT = 'data-loaded-src';

/**
 * Home's hero slides and welcome popup are the optimiser's plain markup (components/ui/Picture.tsx):
 * next/image's component (≈ 6 KB gzip) is not among its scripts. The about page still draws with
 * that component, which shows the marker finds it.
 */
test('home loads no next/image component; the about page, which still uses it, shows the check finds one', async ({ request }) => {
  const carries = async (path: string) => (await firstLoadScripts(request, path)).some((script) => script.includes(IMAGE_COMPONENT));
  expect(await carries(`/en${routes.about()}`)).toBe(true);
  for (const lang of ['tr', 'en'] as const) expect(await carries(`/${lang}`), lang).toBe(false);
});

/** What only next/image's props helper carries, the one behind components/ui/Picture.tsx's markup. */
const IMAGE_PROPS = 'getImgProps';

/**
 * The product page's pictures, each colour's and photo swatch's too, are drawn on the server
 * (ProductGallery.tsx, swatchPictures.tsx): its scripts only choose which one shows. So is the home
 * page's welcome popup picture (WelcomePopupPicture.tsx). The about page still draws on the client,
 * which shows the check finds the helper.
 */
test('the product and home pages carry no image props helper; the about page, which still draws with it, shows the check finds one', async ({ request }) => {
  const carries = async (path: string) => (await firstLoadScripts(request, path)).some((script) => script.includes(IMAGE_PROPS));
  expect(await carries(`/en${routes.about()}`)).toBe(true);
  for (const lang of ['tr', 'en'] as const) {
    expect(await carries(`/${lang}${(await pagesOf(request, lang)).product}`), `${lang} product`).toBe(false);
    // The welcome popup's picture comes drawn by the server.
    expect(await carries(`/${lang}`), `${lang} home`).toBe(false);
  }
});

/**
 * The back-office's routes are the route map's other module (lib/shop/operator-routes.ts): no
 * storefront page's scripts carry them. The back-office's sign-in page shows the check finds them.
 */
test('[tr] no page kind carries the back-office routes; the back-office sign-in page does', async ({ request }) => {
  const backOffice = operatorRoutes.cargoRates().split('/').at(-1)!;
  const carries = async (path: string) => (await firstLoadScripts(request, path)).some((script) => script.includes(backOffice));
  expect(await carries(`/tr${operatorRoutes.signIn()}`)).toBe(true);
  for (const [kind, path] of Object.entries(await pagesOf(request, 'tr'))) expect(await carries(`/tr${path === '/' ? '' : path}`), kind).toBe(false);
});

/**
 * The header's own links (home, sign-in, basket) are on every page: prefetching them made each first
 * view on a phone load three other pages' data, the home page's styles and its hero picture. The
 * cards' links wait for a shopper to reach for them (tests/e2e/prefetch.spec.ts). The trail's link to
 * all products is still prefetched as it comes into view, which is the sign that Next's prefetching has run.
 */
test('[tr] a category on a phone prefetches its trail but none of the header pages and none of its cards', async ({ page, request }) => {
  const { category } = await pagesOf(request, 'tr');
  const header = [routes.home(), routes.checkoutSignIn(), routes.basket()].map((path) => `/tr${path === '/' ? '' : path}`);
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  const trailPrefetch = page.waitForRequest((request) => new URL(request.url()).searchParams.has('_rsc') && new URL(request.url()).pathname === `/tr${routes.search()}`);
  await page.goto(`/tr${category}`);
  await trailPrefetch;
  expect(prefetched.filter((path) => header.includes(path) || path.startsWith('/tr/productdetail/'))).toEqual([]);
});

/** The client components a page's RSC payload names (its `I` rows), by export name. */
function clientComponents(html: string) {
  const payload = [...html.matchAll(/self\.__next_f\.push\(\[1,"((?:[^"\\]|\\.)*)"\]\)/g)].map(([, chunk]) => JSON.parse(`"${chunk}"`) as string).join('');
  return [...payload.matchAll(/^[0-9a-f]+:I\[.*,"(\w+)"\]$/gm)].map(([, name]) => name);
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * The largest paint of each page kind on a phone is a picture: it is preloaded with its srcset and
 * fetched first (fetchpriority high on the preload and the <img>), and pictures rendered on the
 * server are plain <img> markup, with no next/image component to hydrate per picture.
 */
test('[tr] each page kind preloads its largest picture at high priority and hydrates no picture of its own', async ({ request }) => {
  for (const [kind, path] of Object.entries(await pagesOf(request, 'tr'))) {
    const html = await (await request.get(`/tr${path === '/' ? '' : path}`)).text();
    const preloads = [...html.matchAll(/<link\b[^>]*\brel="preload"[^>]*>/g)].map(([tag]) => tag).filter((tag) => attribute(tag, 'as') === 'image' && attribute(tag, 'fetchpriority') === 'high');
    const firstImages = [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => attribute(tag, 'fetchpriority') === 'high');
    const preloaded = new Set(preloads.map((tag) => attribute(tag, 'imagesrcset')));
    expect(firstImages.filter((tag) => preloaded.has(attribute(tag, 'srcset'))).length, kind).toBeGreaterThan(0);
    expect(firstImages.every((tag) => attribute(tag, 'loading') !== 'lazy'), kind).toBe(true);
    expect(clientComponents(html).filter((name) => name === 'Image'), kind).toEqual([]);
  }
});

/**
 * A picture fetched at high priority competes with the largest paint for a phone's link: only
 * pictures on the first screen get it. A designer's first cards sit under its banner and story.
 */
test('[tr] at 390 and 1280 px no picture below the first screen is fetched at high priority', async ({ page, request }) => {
  const pages = Object.entries(await pagesOf(request, 'tr'));
  for (const size of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
    await page.setViewportSize(size);
    for (const [kind, path] of pages) {
      await page.goto(`/tr${path === '/' ? '' : path}`);
      const below = await page.locator('img[fetchpriority="high"]').evaluateAll((images) =>
        images.filter((image) => image.getBoundingClientRect().top + window.scrollY >= window.innerHeight).map((image) => image.getAttribute('alt')),
      );
      expect(below, `${kind} at ${size.width}px`).toEqual([]);
    }
  }
});

/**
 * A listing's first frame styles and lays out what the first screen shows: the cards after a
 * category's first row, and a designer's cards (under its banner), are skipped until they near the
 * screen (content-visibility: auto), and then drawn, pictures and all, as they are scrolled to.
 */
test('[en] at 390 px a listing draws the cards below the first screen only as they are scrolled to', async ({ page, request }) => {
  const pages = await pagesOf(request, 'en');
  await page.setViewportSize({ width: 390, height: 844 });
  // What is inside a skipped box is not drawn; the box itself (the card's item) keeps its place.
  const drawn = (locator: Locator) => locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  for (const [kind, path] of [['category', pages.category], ['designer', pages.designer]]) {
    await page.goto(`/en${path}`);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.last()).toBeAttached();
    if (kind === 'category') expect(await drawn(cards.first()), 'a category\'s first card').toBe(true);
    expect(await drawn(cards.last()), `${kind}: its last card`).toBe(false);

    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(cards.last()), `${kind}: its last card, scrolled to`).toBe(true);
    await expect(cards.last().getByRole('img')).toHaveJSProperty('complete', true);
  }
});
