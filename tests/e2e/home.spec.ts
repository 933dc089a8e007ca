import { expect, test } from './support/test';
import { api, languageId, messages, popupAlreadySeen, type Lang } from './support/shop';
import { localizedPath } from '../../lib/shop/locale';
import { routes } from '../../lib/shop/routes';

type Slide = { Title: string };
type Card = { Title: string; DiscountedPrice: number };

const price = (minor: number, lang: Lang) =>
  lang === 'tr'
    ? `${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100)} TL`
    : `$${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100)}`;

for (const lang of ['tr', 'en'] as Lang[]) {
  test(`[${lang}] without JavaScript the home page holds the slider titles and the featured names and prices`, async ({ browser, request, baseURL }) => {
    const { sliderList } = await api<{ sliderList: Slide[] }>(request, 'get-slider', { LanguageId: languageId(lang) });
    const { productList } = await api<{ productList: Card[] }>(request, 'get-featured-products', { LanguageId: languageId(lang) });
    const context = await browser.newContext({ javaScriptEnabled: false });
    await popupAlreadySeen(context, baseURL!);
    const page = await context.newPage();
    await page.goto(`/${lang}`);
    const html = await page.content();
    for (const slide of sliderList) expect(html).toContain(slide.Title.replace(/&/g, '&amp;'));
    const main = page.getByRole('main');
    for (const product of productList.slice(0, 8)) {
      await expect(main.getByText(product.Title, { exact: true }).first()).toBeAttached();
      await expect(main.getByText(price(product.DiscountedPrice, lang)).first()).toBeAttached();
    }
    await expect(page.getByRole('link', { name: messages[lang].home.allProducts })).toHaveAttribute('href', localizedPath(routes.allProducts(), lang));
    // Crawlers read the shop and its search from the same HTML.
    const structured = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    const layout = await api<{ Email: string; Instagram: string }>(request, 'get-layout-info', {});
    expect(structured.find((data) => data['@type'] === 'Organization')).toMatchObject({ name: messages[lang].meta.siteName, email: layout.Email, sameAs: expect.arrayContaining([layout.Instagram]) });
    const search = structured.find((data) => data['@type'] === 'WebSite')?.potentialAction;
    expect(search['@type']).toBe('SearchAction');
    const opened = await page.goto(search.target.urlTemplate.replace('{search_term_string}', 'vazo'));
    expect(opened?.status()).toBe(200);
    await context.close();
  });
}

test('the welcome popup shows once a day', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'tr-TR' });
  const page = await context.newPage();
  // The popup waits a moment before it covers the page: the test moves the page's clock instead of waiting.
  await page.clock.install();
  // The basket badge's count is fetched once the page's scripts run: from then on the popup's timer runs too.
  const hydrated = () => page.waitForResponse((response) => response.url().endsWith('/api/get-cart-count'));
  let ready = hydrated();
  await page.goto('/tr');
  await ready;
  await page.clock.runFor(5000);
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === 'popup');
  expect(cookie).toBeDefined();
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
  expect(cookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000 + 60_000);
  ready = hydrated();
  await page.reload();
  await ready;
  await page.clock.runFor(5000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});

test('home carries its metadata: title from the shop, canonical and hreflang alternates', async ({ page, request, baseURL }) => {
  await popupAlreadySeen(page.context(), baseURL!);
  const { seoData } = await api<{ seoData: { Title: string; Description: string } }>(request, 'get-seo-tag-data', { LanguageId: 2, Pathname: '/' });
  await page.goto('/en');
  await expect(page).toHaveTitle(seoData.Title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', seoData.Description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en$/);
  await expect(page.locator('link[rel="alternate"][hreflang="tr"]')).toHaveAttribute('href', /\/tr$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /.+/);
});
