import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import sharp from 'sharp';
import { FRONT_CACHE_HEADER } from '../../lib/server/http/front-cache';
import { localizedPath, type Locale } from '../../lib/shop/locale';
import { formatMoney } from '../../lib/shop/money';
import { routes } from '../../lib/shop/routes';
import { operatorRoutes } from '../../lib/shop/operator-routes';
import { operatorCall, signInOperator, ownerRequest, STAFF_PASSWORD } from './support/back-office';
import { messages, popupAlreadySeen } from './support/shop';
import { noViolationsAtBothWidths } from './support/axe';

/**
 * The back-office's catalogue (issue 23) as an editor uses it: a price and every variation's stock
 * changed in the edit form reach the cached product page and its category listing within a
 * second while another product's cached page keeps its front-cache hit; an uploaded photo shows on
 * the product in the served sizes; a CSV with one bad row is dry-run, fixed and applied. Each
 * screen has no axe violations at 1280 and 390 px. Preconditions are set through the API.
 */
const c = messages.tr.catalogueEditing;
let editor: { email: string; password: string };

type Editable = { ProductId: number; Version: number; SlugTr: string; HasVariations: boolean; Variations: { Id: number; Stock: number }[]; Categories: { Id: number; SlugTr: string }[] };
type ProductRows = { Rows: { ProductId: number }[] };

test.beforeAll(async ({ baseURL }) => {
  const owner = await ownerRequest(baseURL!);
  const email = `editor-${randomUUID()}@vitrin.example`;
  const invited = await operatorCall<{ Link: string }>(owner, 'operator-invite', { Email: email, Name: 'E2E Editor', Role: 'editor' });
  const code = decodeURIComponent(new URL(invited.Link).pathname.split('/').pop()!);
  await operatorCall(owner, 'operator-set-password', { Code: code, Password: STAFF_PASSWORD, RePassword: STAFF_PASSWORD });
  editor = { email, password: STAFF_PASSWORD };
  await owner.dispose();
});

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

async function editorPage(browser: Browser, baseURL: string, locale: Locale = 'tr'): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: locale === 'tr' ? 'tr-TR' : 'en-GB' });
  await signInOperator(context.request, editor);
  await popupAlreadySeen(context, baseURL);
  return context.newPage();
}

/**
 * A product with variations or a plain one, as the editor's list and edit read give them; `listed`
 * asks for one whose card is on its first category's first (cached) listing page.
 */
async function editable(page: Page, baseURL: string, withVariations: boolean, skip: readonly number[] = [], listed = false): Promise<Editable> {
  const list = await operatorCall<ProductRows>(page.request, 'catalogue-products', { Active: 'yes', Stock: 'in' });
  for (const row of list.Rows) {
    if (skip.includes(row.ProductId)) continue;
    const product = await operatorCall<Editable>(page.request, 'catalogue-product', { ProductId: row.ProductId });
    if (product.HasVariations !== withVariations || !product.Categories.length) continue;
    if (!listed || (await html(new URL(listingPath(product), baseURL).href)).includes(productPath(product))) return product;
  }
  throw new Error('no product of that kind');
}

const productPath = (product: Editable) => localizedPath(routes.product(product.SlugTr, product.ProductId), 'tr');
const listingPath = (product: Editable) => localizedPath(routes.category(product.Categories[0].SlugTr, product.Categories[0].Id), 'tr');

/** How long after `since` a request first saw `check` hold (the request's send time). */
async function seenAfter(since: number, check: () => Promise<boolean>): Promise<number> {
  let sentAt = 0;
  await expect.poll(async () => {
    sentAt = Date.now();
    return check();
  }, { timeout: 15_000, intervals: [50] }).toBe(true);
  return sentAt - since;
}

const html = async (url: string) => (await fetch(url)).text();
const frontCache = async (url: string) => {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.headers.get(FRONT_CACHE_HEADER);
};

test('an editor changes a price and the variations\' stock; the cached product page and its category listing show both within a second, another product keeps its hit', async ({ browser, baseURL }) => {
  const page = await editorPage(browser, baseURL!);
  const product = await editable(page, baseURL!, true, [], true);
  const bystander = await editable(page, baseURL!, false, [product.ProductId]);
  const productUrl = new URL(productPath(product), baseURL).href;
  const listingUrl = new URL(listingPath(product), baseURL).href;
  const bystanderUrl = new URL(localizedPath(routes.product(bystander.SlugTr, bystander.ProductId), 'tr'), baseURL).href;
  for (const url of [productUrl, listingUrl, bystanderUrl, bystanderUrl]) await (await fetch(url)).arrayBuffer();
  expect(await frontCache(bystanderUrl)).toBe('HIT');

  await page.goto(localizedPath(operatorRoutes.product(product.ProductId), 'tr'));
  const price = `${3000 + Math.floor(Math.random() * 900)}.50`;
  await page.getByLabel(c.priceTry, { exact: true }).fill(price);
  await page.getByLabel(c.salePriceTry, { exact: true }).fill(price);
  for (const field of await page.getByLabel(/ stoğu$/).all()) await field.fill('0');
  await expect(page.getByRole('status').filter({ hasText: c.unsaved })).toBeVisible();
  await noViolationsAtBothWidths(page);
  await page.getByRole('button', { name: c.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: c.saved })).toBeVisible();
  const savedAt = Date.now();

  const shown = formatMoney(Math.round(Number(price) * 100), 'TRY');
  const soldOut = messages.tr.product.soldOut;
  const delays = await Promise.all([
    seenAfter(savedAt, async () => {
      const text = await html(productUrl);
      return text.includes(shown) && text.includes(soldOut);
    }),
    seenAfter(savedAt, async () => (await html(listingUrl)).includes(shown)),
  ]);
  for (const delay of delays) expect(delay).toBeLessThanOrEqual(1_000);
  expect(await frontCache(bystanderUrl)).toBe('HIT');
});

test('an uploaded photo shows on the product in the served sizes (AVIF and WebP)', async ({ browser, baseURL }) => {
  const page = await editorPage(browser, baseURL!, 'en');
  const product = await editable(page, baseURL!, false);
  await page.goto(localizedPath(operatorRoutes.product(product.ProductId), 'en'));
  const e = messages.en.catalogueEditing;
  await page.getByLabel(e.altTr).fill('Kırmızı deneme vazosu');
  await page.getByLabel(e.altEn).fill('Red test vase');
  const picture = await sharp({ create: { width: 1600, height: 1600, channels: 3, background: { r: 180, g: 40, b: 40 } } }).png().toBuffer();
  await page.getByLabel(e.photoDrop).setInputFiles({ name: 'vase.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByRole('status').filter({ hasText: 'AVIF 1280px' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Kırmızı deneme vazosu' })).toBeVisible();
  await noViolationsAtBothWidths(page);

  const shop = await browser.newPage({ baseURL });
  await shop.goto(localizedPath(routes.product(product.SlugTr, product.ProductId), 'tr'));
  const uploaded = shop.locator('img[srcset*="%2Fmedia%2Fuploads%2Fproduct%2F"]').first();
  await expect(uploaded).toBeAttached();
  const srcset = (await uploaded.getAttribute('srcset')) ?? '';
  expect(srcset).toMatch(/w=\d+/);
  const webp = decodeURIComponent(/url=([^&]+)/.exec(srcset)![1]);
  const avif = webp.replace(/\.webp$/, '.avif');
  for (const [path, type] of [[webp, 'image/webp'], [avif, 'image/avif'], [webp.replace(/\d+\.webp$/, '390.webp'), 'image/webp']] as const) {
    const response = await shop.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toBe(type);
  }
});

test('a CSV with one bad row: the dry run shows it, the fixed file applies in one go', async ({ browser, baseURL }) => {
  const page = await editorPage(browser, baseURL!);
  const product = await editable(page, baseURL!, false);
  await page.goto(localizedPath(operatorRoutes.catalogueBulk(), 'tr'));
  const header = 'sku,price_try,sale_price_try,price_usd,sale_price_usd,stock';
  const bad = [header, `VT-${product.ProductId},250.00,200.00,,,12`, `VT-${product.ProductId},,,,,-4`].join('\n');
  await page.getByLabel(c.csvText).fill(bad);
  await page.getByRole('button', { name: c.csvDryRun }).click();
  await expect(page.getByRole('cell', { name: c.csvErrors.stock })).toBeVisible();
  await expect(page.getByRole('button', { name: c.csvApply })).toBeDisabled();
  await noViolationsAtBothWidths(page);

  await page.getByLabel(c.csvText).fill([header, `VT-${product.ProductId},250.00,200.00,,,12`].join('\n'));
  await page.getByRole('button', { name: c.csvDryRun }).click();
  await expect(page.getByRole('button', { name: c.csvApply })).toBeEnabled();
  await page.getByRole('button', { name: c.csvApply }).click();
  await expect(page.getByRole('status').filter({ hasText: c.csvApplied.replace('{changes} ', '') })).toBeVisible();
  const after = await operatorCall<{ PriceTry: string; SalePriceTry: string; Stock: number }>(page.request, 'catalogue-product', { ProductId: product.ProductId });
  expect(after).toMatchObject({ PriceTry: '250.00', SalePriceTry: '200.00', Stock: 12 });
});

test('the product list filters in the URL and works at 390 px in both languages', async ({ browser, baseURL }) => {
  for (const locale of ['tr', 'en'] as const) {
    const page = await editorPage(browser, baseURL!, locale);
    await page.goto(localizedPath(operatorRoutes.products({ stock: 'in' }), locale));
    await expect(page.getByRole('heading', { level: 1, name: messages[locale].catalogueEditing.productsTitle })).toBeVisible();
    // The tab names the screen in the operator's language (operatorTitle).
    await expect(page).toHaveTitle(new RegExp(`^${messages[locale].catalogueEditing.productsTitle} \\| `));
    await noViolationsAtBothWidths(page);
  }
});

test('an editor changes a designer\'s English description from the designers list; designer and category screens pass axe in tr and en', async ({ browser, baseURL }) => {
  const page = await editorPage(browser, baseURL!);
  await page.goto(localizedPath(operatorRoutes.designers(), 'tr'));
  await noViolationsAtBothWidths(page);
  await page.getByRole('table').getByRole('link').first().click();
  const description = page.getByRole('textbox', { name: c.descriptionEn });
  await description.fill(`Made by hand ${randomUUID().slice(0, 6)}`);
  await page.getByRole('button', { name: c.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: c.saved })).toBeVisible();
  await noViolationsAtBothWidths(page);
  await page.goto(localizedPath(operatorRoutes.designer(Number(new URL(page.url()).pathname.split('/').pop())), 'en'));
  await expect(page.getByRole('textbox', { name: messages.en.catalogueEditing.descriptionEn })).toContainText('Made by hand');
  await noViolationsAtBothWidths(page);
  await page.goto(localizedPath(operatorRoutes.categories(), 'en'));
  await expect(page.getByRole('button', { name: /up$/ }).first()).toBeDisabled();
  await noViolationsAtBothWidths(page);
});
