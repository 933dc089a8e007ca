import { expect, test, type Browser } from '@playwright/test';
import { plainProducts } from './support/catalogue';
import { api, format, languageId, messages, popupAlreadySeen, type Lang } from './support/shop';

type Category = { Id: number; Name: string; Url: string };
type Designer = { Id: number; Name: string };

const lang: Lang = 'tr';
const t = messages[lang];

async function phone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR', reducedMotion: 'reduce' });
  await popupAlreadySeen(context, baseURL);
  return context;
}

test('on a phone the product page’s buy bar appears once Add has scrolled away, and adds', async ({ browser, baseURL, request }) => {
  const [product] = await plainProducts(request, lang);
  const context = await phone(browser, baseURL!);
  const page = await context.newPage();
  await page.goto(`/${lang}${product.Url}`);
  const bar = page.getByRole('region', { name: t.productDetail.buyBar });
  const add = page.getByRole('form', { name: t.productDetail.purchase }).getByRole('button', { name: t.productDetail.addToBasket });
  await expect(add).toBeEnabled();
  await expect(bar).toBeHidden();

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(add).not.toBeInViewport();
  await expect(bar).toBeInViewport();
  await bar.getByRole('button', { name: t.productDetail.addToBasket }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: format(t.header.basket, lang, { count: 1 }) })).toBeAttached();

  // Back up to the page's own button, the bar goes.
  await add.scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  await context.close();
});

test('the zoom opens the photos full screen; Escape closes and gives focus back', async ({ page, request }) => {
  const [product] = await plainProducts(request, lang);
  await page.goto(`/${lang}${product.Url}`);
  const zoom = page.getByRole('button', { name: t.productDetail.zoom });
  await zoom.click();
  const viewer = page.getByRole('dialog', { name: t.productDetail.viewer });
  await expect(viewer).toBeVisible();
  const photo = viewer.getByRole('img', { name: format(t.productDetail.photoAlt, lang, { title: product.Title, index: 1 }) });
  await expect(photo).toBeVisible();
  // Larger than the page's own picture: the full screen's width.
  expect((await photo.boundingBox())!.width).toBeGreaterThan((await page.viewportSize())!.width * 0.5);
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
