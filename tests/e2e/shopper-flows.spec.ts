import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { formatMoney, type Currency } from '../../lib/shop/money';
import { missingChoiceText, plainProducts, type Card } from './support/catalogue';
import { api, format, languageId, messages, popupAlreadySeen, type Lang } from './support/shop';

// These tests check pictures that load: their widths, sources or timing.
test.use({ pictures: 'real' });

type Category = { Id: number; Name: string; Url: string };
type Designer = { Id: number; Name: string };

const lang: Lang = 'tr';
const t = messages[lang];

async function phone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR', reducedMotion: 'reduce' });
  await popupAlreadySeen(context, baseURL);
  return context;
}

type Detail = { ProductId: number; Url: string; Price: number; DiscountedPrice: number; Currency: Currency; VariationType: number | null; VariationName: string | null; Variations: { Stock: number }[] };

const detailOf = async (request: APIRequestContext, ProductId: number) =>
  (await api<{ product: Detail }>(request, 'get-product-detail', { LanguageId: languageId(lang), ProductId })).product;

/** A colour product in stock: its swatches push the page's own Add below a phone's first screen. */
async function colourProduct(request: APIRequestContext) {
  for (let Skip = 0; Skip < 240; Skip += 24) {
    const { List } = await api<{ List: Card[] }>(request, 'get-search-results', { searchText: '', LanguageId: languageId(lang), IsOnlyStock: true, Take: 24, Skip });
    for (const card of List.filter((each) => !each.IsMainVariation)) {
      const product = await detailOf(request, card.ProductId);
      if (product.VariationType === 2 && product.Variations.some((variation) => variation.Stock > 0)) return product;
    }
  }
  throw new Error('The demo catalogue has no colour product in stock.');
}

/** Opens the product on a phone and jumps to the footer: the page's Add goes out of sight above, the bar comes with the price. */
async function jumpPastAdd(page: Page, product: Detail, { addOnFirstScreen }: { addOnFirstScreen: boolean }) {
  await page.goto(`/${lang}${product.Url}`);
  const bar = page.getByRole('region', { name: t.productDetail.buyBar });
  const add = page.getByRole('form', { name: t.productDetail.purchase }).getByRole('button', { name: t.productDetail.addToBasket });
  await expect(add).toBeEnabled();
  if (addOnFirstScreen) await expect(add).toBeInViewport();
  else await expect(add).not.toBeInViewport();
  await expect(bar).toBeHidden();

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(add).not.toBeInViewport();
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText(formatMoney(product.DiscountedPrice || product.Price, product.Currency));
  return { bar, add };
}

test('on a phone the product page’s buy bar appears once Add has scrolled away, and adds', async ({ browser, baseURL, request }) => {
  const [card] = await plainProducts(request, lang);
  const context = await phone(browser, baseURL!);
  const page = await context.newPage();
  const { bar, add } = await jumpPastAdd(page, await detailOf(request, card.ProductId), { addOnFirstScreen: true });
  await bar.getByRole('button', { name: t.productDetail.addToBasket }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: format(t.header.basket, lang, { count: 1 }) })).toBeAttached();

  // Back up to the page's own button, the bar goes.
  await add.scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  await context.close();
});

test('on a phone the buy bar appears when Add started below the first screen and a fling passed it, naming the colour to choose', async ({ browser, baseURL, request }) => {
  const product = await colourProduct(request);
  const context = await phone(browser, baseURL!);
  const page = await context.newPage();
  const { bar } = await jumpPastAdd(page, product, { addOnFirstScreen: false });
  await expect(bar).toContainText(missingChoiceText(product, lang));
  await context.close();
});

test('the zoom opens the photos full screen; Escape closes and gives focus back', async ({ page, request }) => {
  const [product] = await plainProducts(request, lang);
  await page.goto(`/${lang}${product.Url}`);
  // Each thumbnail is drawn from a picture at least as wide as its box (96 px pictures in 154 px boxes were blurred).
  const thumbnails = page.getByRole('group', { name: t.productDetail.gallery }).getByRole('list').getByRole('button');
  expect(await thumbnails.count()).toBeGreaterThan(1);
  await thumbnails.last().scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumbnails.locator('img').evaluateAll((images) => (images as HTMLImageElement[]).map((img) => img.complete && img.naturalWidth >= img.getBoundingClientRect().width)))
    .not.toContain(false);
  const zoom = page.getByRole('button', { name: t.productDetail.zoom });
  await zoom.click();
  const viewer = page.getByRole('dialog', { name: t.productDetail.viewer });
  await expect(viewer).toBeVisible();
  const photo = viewer.getByRole('img', { name: format(t.productDetail.photoAlt, lang, { title: product.Title, index: 1 }) });
  await expect(photo).toBeVisible();
  // Larger than the page's own picture: the full screen's width.
  expect((await photo.boundingBox())!.width).toBeGreaterThan((await page.viewportSize())!.width * 0.5);
  // At full resolution: the picture, fitted whole into the screen, has at least as many pixels as it is drawn at.
  await expect
    .poll(() =>
      photo.evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        return img.complete && img.naturalWidth > 0 && img.naturalWidth >= Math.min(box.width, (box.height * img.naturalWidth) / img.naturalHeight);
      }),
    )
    .toBe(true);
  // A swipe scrolls the track by one screen: the second photo comes into view and the counter follows.
  await expect(viewer.getByText(/^1 \/ \d+$/)).toBeVisible();
  await viewer.getByRole('list').evaluate((track) => track.scrollBy({ left: track.clientWidth, behavior: 'instant' }));
  await expect(viewer.getByText(/^2 \/ \d+$/)).toBeVisible();
  await expect(viewer.getByRole('img', { name: format(t.productDetail.photoAlt, lang, { title: product.Title, index: 2 }) })).toBeInViewport();
  await expect(viewer.getByRole('button', { name: t.productDetail.closeViewer })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(zoom).toBeFocused();
});

test('on a phone the filters open in a sheet: a designer found by search, Apply in reach, the count on the button after', async ({ browser, baseURL, request }) => {
  const LanguageId = languageId(lang);
  const { categories } = await api<{ categories: Category[] }>(request, 'get-categories', { LanguageId });
  const category = categories[0];
  const { designers } = await api<{ designers: Designer[] }>(request, 'get-filter-designers', { LanguageId, CategoryId: category.Id });
  const designer = designers[designers.length - 1];

  const context = await phone(browser, baseURL!);
  const page = await context.newPage();
  await page.goto(`/${lang}${category.Url}`);
  const opener = page.getByRole('link', { name: t.category.filtersTitle, exact: true });
  await opener.click();
  const sheet = page.getByRole('dialog', { name: t.category.filtersTitle });
  await expect(sheet).toBeVisible();

  await sheet.getByRole('searchbox', { name: t.category.designerSearch }).fill(designer.Name.slice(0, 4));
  const box = sheet.getByRole('checkbox', { name: designer.Name, exact: true });
  await expect(box).toBeVisible();
  const shown = await sheet.getByRole('checkbox').filter({ visible: true }).count();
  expect(shown).toBeLessThan(designers.length);
  await box.check();
  // Ticking waits for Apply inside the sheet; Apply is on screen without scrolling the list.
  await expect(page).not.toHaveURL(/designer=/);
  const apply = sheet.getByRole('button', { name: t.category.apply, exact: true });
  await expect(apply).toBeInViewport();
  await apply.click();

  await expect(page).toHaveURL(new RegExp(`designer=${designer.Id}`));
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('link', { name: `${t.category.filtersTitle} ${format(t.category.activeFilters, lang, { count: 1 })}`, exact: true })).toBeVisible();
  await context.close();
});

test('on a wide screen the filters’ Apply stays in view beside the long designer list, not below it', async ({ page, request }) => {
  const LanguageId = languageId(lang);
  const { categories } = await api<{ categories: Category[] }>(request, 'get-categories', { LanguageId });
  const { designers } = await api<{ designers: Designer[] }>(request, 'get-filter-designers', { LanguageId, CategoryId: categories[0].Id });
  expect(designers.length).toBeGreaterThan(20);
  await page.goto(`/${lang}${categories[0].Url}`);
  const filters = page.getByRole('form', { name: t.category.filtersLabel });
  // The filters begin under the category list: once the shopper reaches them, Apply is on the screen.
  await filters.getByLabel(t.category.maxPrice, { exact: true }).scrollIntoViewIfNeeded();
  await expect(filters.getByRole('checkbox', { name: designers[0].Name, exact: true })).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: designers[designers.length - 1].Name, exact: true })).not.toBeInViewport();
  await expect(filters.getByRole('button', { name: t.category.apply, exact: true })).toBeInViewport();
});
