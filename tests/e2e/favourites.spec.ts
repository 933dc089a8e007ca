import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { api, format, languageId, messages, popupAlreadySeen, type Lang } from './support/shop';
import { missingChoiceText } from './support/catalogue';
import { axeViolations } from './support/axe';

interface Variation {
  VariationId: number;
  Name: string;
  Stock: number;
}
interface Product {
  ProductId: number;
  Title: string;
  Url: string;
  VariationType: number | null;
  VariationName: string | null;
  Variations: Variation[];
}
type Card = { Id: number; Title: string; IsMainVariation: boolean };
type Entry = { Id: number; Url: string; Name: string };
type Detail = { designerData: { Id: number; Name: string; Url: string }; products: Card[] };

const reducedMotion = 'reduce' as const;

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

/** The first product of the demo catalogue with a variation in stock. */
async function productWithVariations(request: APIRequestContext, lang: Lang): Promise<Product> {
  for (let id = 1; id <= 200; id += 1) {
    const { product } = await api<{ product: Product }>(request, 'get-product-detail', { LanguageId: languageId(lang), ProductId: id }).catch(() => ({ product: null }));
    if (product?.Variations.some((each) => each.Stock > 0)) return product;
  }
  throw new Error('No product with variations in the demo catalogue.');
}

/** A designer whose grid holds a card of the wanted kind: sold as itself (plain) or in variations. */
async function designerWithCard(request: APIRequestContext, lang: Lang, plain: boolean) {
  const { List } = await api<{ List: { DesignerNames: Entry[] }[] }>(request, 'designer-list', { LanguageId: languageId(lang) });
  for (const entry of List.flatMap((group) => group.DesignerNames)) {
    const detail = await api<Detail>(request, 'get-designer-detail', { LanguageId: languageId(lang), DesignerId: entry.Id });
    const card = detail.products.find((each) => each.IsMainVariation === plain);
    if (card) return { designer: entry, card, cards: detail.products.length };
  }
  throw new Error('No designer with such a product.');
}
const designerWithPlainCard = (request: APIRequestContext, lang: Lang) => designerWithCard(request, lang, true);

/** The heart, found by what it says; it waits (disabled) until the shopper's ids have arrived. */
async function expectHeart(scope: Page | Locator, lang: Lang, pressed: boolean) {
  const t = messages[lang].favourites;
  const heart = scope.getByRole('button', { name: pressed ? t.remove : t.add, exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', String(pressed));
  await expect(heart).toBeEnabled();
  return heart;
}

for (const lang of ['tr', 'en'] as Lang[]) {
  const t = messages[lang];

  test(`[${lang}] a product with variations is favourited on its page after choosing one; it stays after a reload; unfavourite`, async ({ page, request }) => {
    const product = await productWithVariations(request, lang);
    const variation = product.Variations.find((each) => each.Stock > 0)!;
    await page.goto(`/${lang}${product.Url}`);
    const buying = page.getByRole('form', { name: t.productDetail.purchase });

    // Without a variation the page says what is missing and nothing is saved.
    await (await expectHeart(buying, lang, false)).click();
    await expect(buying.getByRole('alert')).toHaveText(missingChoiceText(product, lang));
    if (product.VariationType === 2 || product.VariationType === 3) await buying.getByTitle(variation.Name, { exact: true }).click();
    else await buying.getByRole('combobox', { name: product.VariationName! }).selectOption({ label: variation.Name });

    await (await expectHeart(buying, lang, false)).click();
    await expectHeart(buying, lang, true);
    await page.reload();
    await (await expectHeart(page.getByRole('form', { name: t.productDetail.purchase }), lang, true)).click();
    await expectHeart(page.getByRole('form', { name: t.productDetail.purchase }), lang, false);
    await page.reload();
    await expectHeart(page.getByRole('form', { name: t.productDetail.purchase }), lang, false);
  });

  test(`[${lang}] a card's heart favourites the product with one id request for the whole grid; the product page agrees`, async ({ page, request }) => {
    const { designer, card, cards } = await designerWithPlainCard(request, lang);
    let idRequests = 0;
    page.on('request', (each) => {
      if (each.url().endsWith('/api/get-favorite-ids')) idRequests += 1;
    });
    await page.goto(`/${lang}${designer.Url}`);
    const grid = page.getByRole('region', { name: format(t.brand.productsTitle, lang, { name: designer.Name }) });
    const article = grid.getByRole('article').filter({ has: page.getByRole('link', { name: card.Title, exact: true }) });
    await expect(grid.getByRole('button', { name: t.favourites.add, exact: true })).toHaveCount(cards);

    await (await expectHeart(article, lang, false)).click();
    await expectHeart(article, lang, true);
    // One request on arrival, one reload after the add: never one per card.
    expect(idRequests).toBe(2);

    await page.reload();
    await expectHeart(grid.getByRole('article').filter({ has: page.getByRole('link', { name: card.Title, exact: true }) }), lang, true);
    await expect(grid.getByRole('button', { name: t.favourites.remove, exact: true })).toHaveCount(1);

    await page.goto(`/${lang}${(await api<{ product: Product }>(request, 'get-product-detail', { LanguageId: languageId(lang), ProductId: card.Id })).product.Url}`);
    await (await expectHeart(page.getByRole('form', { name: t.productDetail.purchase }), lang, true)).click();
    await expectHeart(page.getByRole('form', { name: t.productDetail.purchase }), lang, false);
    await page.goBack();
    await expect(page.getByRole('button', { name: t.favourites.remove, exact: true })).toHaveCount(0);
  });

  test(`[${lang}] a card of a product sold in variations favourites it too, without asking for a variation`, async ({ page, request }) => {
    const { designer, card } = await designerWithCard(request, lang, false);
    await page.goto(`/${lang}${designer.Url}`);
    const grid = page.getByRole('region', { name: format(t.brand.productsTitle, lang, { name: designer.Name }) });
    const article = () => grid.getByRole('article').filter({ has: page.getByRole('link', { name: card.Title, exact: true }) });
    await (await expectHeart(article(), lang, false)).click();
    await expectHeart(article(), lang, true);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.reload();
    await (await expectHeart(article(), lang, true)).click();
    await expectHeart(article(), lang, false);
  });

  test(`[${lang}] a heart on a card that "Load more" appended favourites its product; back from a product, the grid's pressed heart is pressed again`, async ({ page, request }) => {
    const LanguageId = languageId(lang);
    const { categories } = await api<{ categories: Entry[] }>(request, 'get-categories', { LanguageId });
    const listing = (Skip: number) => api<{ List: Card[] }>(request, 'get-category-products', { LanguageId, CategoryId: categories[0].Id, Take: 24, Skip });
    const [{ List: first }, { List: second }] = await Promise.all([listing(0), listing(24)]);
    const cards = page.getByRole('main').getByRole('article');
    const cardOf = (title: string) => cards.filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await page.goto(`/${lang}${categories[0].Url}`);

    await (await expectHeart(cardOf(first[0].Title), lang, false)).click();
    await expectHeart(cardOf(first[0].Title), lang, true);
    await page.getByRole('button', { name: t.category.loadMore }).click();
    await (await expectHeart(cardOf(second[0].Title), lang, false)).click();
    await expectHeart(cardOf(second[0].Title), lang, true);
    await expect(cards.getByRole('button', { name: t.favourites.remove, exact: true })).toHaveCount(2);

    // The cached page holds nothing of this shopper, even asked for with the shopper's cookies.
    const html = await (await page.request.get(page.url())).text();
    expect(html).not.toContain('aria-pressed="true"');

    // A page of its own, reached in the app, and back: the grid's cards are drawn anew.
    await cardOf(second[0].Title).getByRole('link').click();
    await expectHeart(page.getByRole('form', { name: t.productDetail.purchase }), lang, true);
    await page.goBack();
    await expectHeart(cardOf(first[0].Title), lang, true);
    await expectHeart(cardOf(first[1].Title), lang, false);
  });

  test(`[${lang}] a heart pressed from the keyboard keeps the focus while it saves and refuses a second press, on a card and on the product page`, async ({ page, request }) => {
    const { designer, card } = await designerWithPlainCard(request, lang);
    // Each save waits at a gate until the heart has been looked at mid-way.
    const calls: string[] = [];
    let release = () => {};
    let gate = Promise.resolve();
    await page.route(/\/api\/(add|delete)-favourite$/, async (route) => {
      calls.push(new URL(route.request().url()).pathname);
      await gate;
      await route.continue();
    });
    /** Presses the focused heart twice from the keyboard while its save waits; returns once the save may go on. */
    const pressTwice = async (heart: Locator, key: string) => {
      gate = new Promise<void>((resolve) => (release = resolve));
      calls.length = 0;
      await heart.focus();
      await page.keyboard.press(key);
      await expect(heart).toHaveAttribute('aria-busy', 'true');
      await expect(heart).toBeFocused();
      await page.keyboard.press(key);
      release();
    };

    await page.goto(`/${lang}${designer.Url}`);
    const grid = page.getByRole('region', { name: format(t.brand.productsTitle, lang, { name: designer.Name }) });
    const article = grid.getByRole('article').filter({ has: page.getByRole('link', { name: card.Title, exact: true }) });
    await pressTwice(await expectHeart(article, lang, false), 'Enter');
    await expect(await expectHeart(article, lang, true)).toBeFocused();
    expect(calls).toEqual(['/api/add-favourite']);

    const { product } = await api<{ product: Product }>(request, 'get-product-detail', { LanguageId: languageId(lang), ProductId: card.Id });
    await page.goto(`/${lang}${product.Url}`);
    const buying = page.getByRole('form', { name: t.productDetail.purchase });
    await pressTwice(await expectHeart(buying, lang, true), 'Space');
    await expect(await expectHeart(buying, lang, false)).toBeFocused();
    expect(calls).toEqual(['/api/delete-favourite']);
  });

  test(`[${lang}] the product page and a grid with a pressed heart have no axe violations`, async ({ browser, baseURL, request }) => {
    // Four axe runs: two pages at two widths.
    test.slow();
    const { designer, card } = await designerWithPlainCard(request, lang);
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'tr' ? 'tr-TR' : 'en-US', reducedMotion });
      await popupAlreadySeen(context, baseURL!);
      const page = await context.newPage();
      await page.goto(`/${lang}${designer.Url}`);
      const grid = page.getByRole('region', { name: format(t.brand.productsTitle, lang, { name: designer.Name }) });
      const article = grid.getByRole('article').filter({ has: page.getByRole('link', { name: card.Title, exact: true }) });
      await (await expectHeart(article, lang, false)).click();
      await expectHeart(grid, lang, true);
      await article.scrollIntoViewIfNeeded();
      expect(await axeViolations(page)).toEqual([]);

      const { product } = await api<{ product: Product }>(request, 'get-product-detail', { LanguageId: languageId(lang), ProductId: card.Id });
      await page.goto(`/${lang}${product.Url}`);
      await (await expectHeart(page.getByRole('form', { name: t.productDetail.purchase }), lang, true)).scrollIntoViewIfNeeded();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }
  });
}
