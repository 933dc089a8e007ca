import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { localizedPath } from '../../lib/shop/locale';
import { routes } from '../../lib/shop/routes';
import { plainProducts, type Card } from './support/catalogue';
import { api, format, languageId, messages, popupAlreadySeen, type Lang } from './support/shop';
import { axeViolations } from './support/axe';

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

type Variation = { VariationId: number; Name: string; Stock: number };
type Detail = { product: { ProductId: number; Title: string; IsMainVariation: boolean; VariationName: string | null; OptionList: string | null; Variations: Variation[] } };

/** A featured product with variations, no option list, and at least two variations in stock: the line whose variation the test changes. */
async function variedProduct(request: APIRequestContext, lang: Lang) {
  const { productList } = await api<{ productList: Card[] }>(request, 'get-featured-products', { LanguageId: languageId(lang) });
  for (const card of productList.filter((each) => !each.IsMainVariation)) {
    const { product } = await api<Detail>(request, 'get-product-detail', { LanguageId: languageId(lang), ProductId: card.ProductId });
    const inStock = product.Variations.filter((variation) => variation.Stock > 1);
    if (!product.OptionList && inStock.length >= 2) return { ...product, inStock };
  }
  throw new Error('The demo catalogue has no featured product with two variations in stock.');
}

/** The visitor's anonymous id, as the page keeps it; the page creates it on a first visit. */
async function anonymousIdOf(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('AnonymousUserId'))).not.toBeNull();
  return (await page.evaluate(() => localStorage.getItem('AnonymousUserId')))!;
}

/**
 * A guest with two lines: a plain product added on its page, a varied one through the API with the
 * page's anonymous id. + raises the plain one to two pieces, with one to spare for a spec buying beside this one.
 */
async function guestWithTwoLines(page: Page, request: APIRequestContext, lang: Lang) {
  const t = messages[lang];
  const [plain] = await plainProducts(request, lang, { minStock: 3 });
  const varied = await variedProduct(request, lang);
  await page.goto(`/${lang}${plain.Url}`);
  const buying = page.getByRole('form', { name: t.productDetail.purchase });
  await buying.getByRole('button', { name: t.productDetail.addToBasket }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: format(t.header.basket, lang, { count: 1 }) })).toBeVisible();
  const AnonymousUserId = await anonymousIdOf(page);
  await api(request, 'add-to-cart', { LanguageId: languageId(lang), AnonymousUserId, ProductId: varied.ProductId, VariationId: varied.inStock[0].VariationId, Quantity: 1 });
  return { plain, varied };
}

const lineOf = (page: Page, title: string) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

for (const lang of ['tr', 'en'] as Lang[]) {
  const t = messages[lang];
  const basketLink = (page: Page, count: number) => page.getByRole('banner').getByRole('link', { name: format(t.header.basket, lang, { count }) });

  test(`[${lang}] a guest changes the basket line by line and goes on to the guest checkout`, async ({ page, request }) => {
    const { plain, varied } = await guestWithTwoLines(page, request, lang);
    await page.goto(localizedPath(routes.basket(), lang));
    await expect(page.getByRole('heading', { level: 1, name: t.basket.title })).toBeVisible();
    const plainLine = lineOf(page, plain.Title);
    const variedLine = lineOf(page, varied.Title);
    await expect(plainLine).toBeVisible();
    await expect(variedLine).toBeVisible();
    await expect(basketLink(page, 2)).toBeVisible();

    // + raises the quantity: the line, the header count and the toast follow.
    await plainLine.getByRole('button', { name: format(t.basket.increase, lang, { title: plain.Title }) }).click();
    await expect(page.getByRole('status').filter({ hasText: t.notices.cart_updated })).toBeVisible();
    await expect(plainLine.getByRole('status', { name: format(t.basket.quantityValue, lang, { count: 2 }) })).toBeVisible();
    await expect(basketLink(page, 3)).toBeVisible();

    // Another variation of the same product, its selector named by what the variations are ("Renk", "Size"); the line keeps its quantity.
    const selector = variedLine.getByRole('combobox', { name: new RegExp(varied.VariationName ?? t.basket.variation) });
    await expect(selector).toHaveValue(String(varied.inStock[0].VariationId));
    await selector.selectOption(String(varied.inStock[1].VariationId));
    await expect(selector).toBeEnabled();
    await expect(selector).toHaveValue(String(varied.inStock[1].VariationId));
    await expect(variedLine.getByRole('status', { name: format(t.basket.quantityValue, lang, { count: 1 }) })).toBeVisible();

    // − at 1 rests, with the spec's sentence beside it (no failure dialog): the count stays.
    const floor = variedLine.getByRole('button', { name: format(t.basket.decrease, lang, { title: varied.Title }) });
    await expect(floor).toBeDisabled();
    await expect(floor).toHaveAccessibleDescription(t.basket.cannotDecrease);
    await expect(variedLine.getByText(t.basket.cannotDecrease)).toBeVisible();
    await expect(basketLink(page, 3)).toBeVisible();

    // − at 2 lowers it again.
    await plainLine.getByRole('button', { name: format(t.basket.decrease, lang, { title: plain.Title }) }).click();
    await expect(basketLink(page, 2)).toBeVisible();

    // Remove takes the line away.
    await plainLine.getByRole('button', { name: format(t.basket.removeLabel, lang, { title: plain.Title }) }).click();
    await expect(plainLine).toHaveCount(0);
    await expect(basketLink(page, 1)).toBeVisible();

    // Buy now as a guest: the stock is checked, then the guest entry.
    await page.getByRole('button', { name: t.basket.proceed }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}${routes.guestCheckout()}$`));
  });

  test(`[${lang}] Buy now names the line that is short of stock`, async ({ page, request }) => {
    const [plain] = await plainProducts(request, lang);
    await page.goto(`/${lang}${plain.Url}`);
    const buying = page.getByRole('form', { name: t.productDetail.purchase });
    await buying.getByRole('button', { name: t.productDetail.addToBasket }).click();
    await expect(basketLink(page, 1)).toBeVisible();
    await page.goto(localizedPath(routes.basket(), lang));
    const line = lineOf(page, plain.Title);
    await expect(line).toBeVisible();
    // Another shopper takes the rest meanwhile: this basket asks for more than is left.
    await page.route('**/api/check-cart-stock', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data = { InStock: false, ShortLines: [{ Id: 0, Title: plain.Title, VariationName: null, OptionItemName: null, Quantity: 1, Stock: 0 }] };
      await route.fulfill({ response, json: body });
    });
    await page.getByRole('button', { name: t.basket.proceed }).click();
    const modal = page.getByRole('alertdialog', { name: t.basket.shortTitle });
    await expect(modal).toContainText(format(t.basket.shortLine, lang, { title: plain.Title, count: 0 }));
    await expect(page).toHaveURL(new RegExp(`/${lang}${routes.basket()}$`));
  });

  test(`[${lang}] clearing the basket asks first and leaves the empty state with a way to the shop`, async ({ page, request }) => {
    const { plain, varied } = await guestWithTwoLines(page, request, lang);
    await page.goto(localizedPath(routes.basket(), lang));
    const opener = page.getByRole('button', { name: t.basket.clear });
    // It sits with the lines' heading, above every line: away from Buy now, never just under it.
    const lineTops = await Promise.all([plain.Title, varied.Title].map(async (title) => (await lineOf(page, title).boundingBox())!.y));
    expect((await opener.boundingBox())!.y).toBeLessThan(Math.min(...lineTops));
    await opener.click();
    const confirm = page.getByRole('alertdialog', { name: t.basket.confirmClearTitle });
    // Focus moves into the question, and a cancel hands it back to the button that asked.
    await expect(confirm.locator(':focus')).toHaveCount(1);
    await confirm.getByRole('button', { name: t.basket.cancel }).click();
    await expect(opener).toBeFocused();
    await opener.click();
    await confirm.getByRole('button', { name: t.basket.confirmClear }).click();
    await expect(page.getByText(t.basket.empty, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: t.basket.shop })).toHaveAttribute('href', `/${lang}${routes.allProducts()}`);
    await expect(basketLink(page, 0)).toBeVisible();
  });

  for (const width of [1280, 390]) {
    test(`[${lang}] the basket at ${width}px has no axe violations`, async ({ browser, baseURL, request }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, locale: lang === 'tr' ? 'tr-TR' : 'en-US', reducedMotion: 'reduce' });
      await popupAlreadySeen(context, baseURL!);
      const page = await context.newPage();
      await guestWithTwoLines(page, request, lang);
      await page.goto(localizedPath(routes.basket(), lang));
      await expect(page.getByRole('heading', { name: t.basket.summaryTitle })).toBeVisible();
      await expect(page.getByRole('button', { name: t.basket.proceed })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
}
