import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { api, languageId, messages, popupAlreadySeen, type Lang } from './support/shop';
import { axeViolations } from './support/axe';

type Look = { Id: number; Title: string; ButtonUrl: string };
type Banner = { Id: number; Title: string; ContinueUrl: string };
type Category = { Id: number; Name: string; Url: string };
type Card = { Id: number; Title: string; Url: string };

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

async function checkFashionPage(page: Page, lang: Lang, data: { looks: Look[]; banners: Banner[]; categories: Category[]; products: Card[] }) {
  const t = messages[lang].fashion;
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const looks = page.getByRole('region', { name: t.looksLabel });
  await expect(looks.getByRole('link')).toHaveText(data.looks.map((look) => look.Title));
  await expect(looks.getByRole('link').first()).toHaveAttribute('href', `/${lang}${data.looks[0].ButtonUrl}`);
  const slider = page.getByRole('region', { name: t.categoriesLabel });
  await expect(slider.getByRole('heading')).toHaveText(data.categories.map((category) => category.Name));
  await expect(slider.getByRole('link', { name: data.categories[0].Name }).first()).toHaveAttribute('href', `/${lang}${data.categories[0].Url}`);
  const banners = page.getByRole('region', { name: t.bannersLabel });
  await expect(banners.getByRole('link')).toHaveCount(data.banners.length);
  // The "Discover" under each title is decoration: the link's name is the banner's title.
  for (const banner of data.banners) await expect(banners.getByRole('link', { name: banner.Title, exact: true })).toHaveAttribute('href', `/${lang}${banner.ContinueUrl}`);
  const best = page.getByRole('region', { name: t.bestSellersLabel });
  await expect(best.getByRole('article')).toHaveCount(data.products.length);
  await expect(best.getByRole('article').first().getByRole('heading')).toHaveText(data.products[0].Title);
}

for (const lang of ['tr', 'en'] as Lang[]) {
  const LanguageId = languageId(lang);
  const load = async (request: Parameters<typeof api>[0]) => ({
    looks: (await api<{ fashionList: Look[] }>(request, 'get-fashions', { LanguageId })).fashionList,
    banners: (await api<{ bannerList: Banner[] }>(request, 'get-banners', { LanguageId, Placement: 'fashion' })).bannerList,
    categories: (await api<{ categoryList: Category[] }>(request, 'get-category-slider', { LanguageId, Take: 10 })).categoryList,
    products: (await api<{ productList: Card[] }>(request, 'get-featured-products', { LanguageId, Placement: 'fashion' })).productList,
  });

  test(`[${lang}] the fashion page shows the tiles, category slider, banners and best sellers`, async ({ page, request }) => {
    const data = await load(request);
    expect(data.categories).toHaveLength(10);
    await page.goto(`/${lang}/fashion`);
    await checkFashionPage(page, lang, data);
    // The best-seller carousel moves on with its next button once Swiper runs.
    const best = page.getByRole('region', { name: messages[lang].fashion.bestSellersLabel });
    await best.hover();
    await expect(best.locator('.swiper-initialized')).toHaveCount(1);
    await best.getByRole('button', { name: messages[lang].carousel.next }).click();
    await expect(best.locator('.swiper-slide-active')).toHaveAttribute('aria-label', `2 / ${data.products.length}`);
    await page.getByRole('region', { name: messages[lang].fashion.categoriesLabel }).getByRole('link', { name: data.categories[0].Name }).first().click();
    await expect(page).toHaveURL(`/${lang}${data.categories[0].Url}`);
  });

  test(`[${lang}] the fashion page works without JavaScript`, async ({ browser, request, baseURL }) => {
    const data = await load(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    await popupAlreadySeen(context, baseURL!);
    const page = await context.newPage();
    await page.goto(`/${lang}/fashion`);
    await checkFashionPage(page, lang, data);
    await context.close();
  });

  for (const width of [1280, 390]) {
    test(`[${lang}] the fashion page at ${width}px has no axe violations`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'tr' ? 'tr-TR' : 'en-US', reducedMotion: 'reduce' });
      await popupAlreadySeen(context, baseURL!);
      const page = await context.newPage();
      await page.goto(`/${lang}/fashion`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
}
