import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import sharp from 'sharp';
import { localizedPath, type Locale } from '../../lib/shop/locale';
import { routes } from '../../lib/shop/routes';
import { operatorRoutes } from '../../lib/shop/operator-routes';
import { operatorCall, signInOperator, ownerRequest, STAFF_PASSWORD } from './support/back-office';
import { createMember, signIn } from './support/member';
import { bankTransferOrder } from './support/orders';
import { format, messages, popupAlreadySeen } from './support/shop';
import { noViolationsAtBothWidths } from './support/axe';

/**
 * Building the catalogue from the back-office (issue 23): a new product with its photo, filed
 * under a category, shows on that listing, and its open form still saves after the categories did;
 * variations and the gallery's order; a variation that orders name switched off and back on, a
 * deleted photo and a renamed category, each as the storefront then shows it; categories created,
 * moved under another and deleted (the refusal of a non-empty one is the API test's). Each new screen has no axe violations at 1280 and 390 px. Every product and category here
 * is this file's own, made through the screens or the API, so parallel specs are not disturbed.
 */
let editor: { email: string; password: string };

// Each test walks a whole screen flow with uploads and axe at two widths: three times the default time.
test.beforeEach(() => test.slow());

test.beforeAll(async ({ baseURL }) => {
  const owner = await ownerRequest(baseURL!);
  const email = `builder-${randomUUID()}@vitrin.example`;
  const invited = await operatorCall<{ Link: string }>(owner, 'operator-invite', { Email: email, Name: 'E2E Builder', Role: 'editor' });
  const code = decodeURIComponent(new URL(invited.Link).pathname.split('/').pop()!);
  await operatorCall(owner, 'operator-set-password', { Code: code, Password: STAFF_PASSWORD, RePassword: STAFF_PASSWORD });
  editor = { email, password: STAFF_PASSWORD };
  await owner.dispose();
});

async function editorPage(browser: Browser, baseURL: string, locale: Locale): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: locale === 'tr' ? 'tr-TR' : 'en-GB' });
  await signInOperator(context.request, editor);
  await popupAlreadySeen(context, baseURL);
  return context.newPage();
}

/** A status line saying exactly this (others may say it inside a longer sentence). */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const picture = (red: number) => sharp({ create: { width: 900, height: 900, channels: 3, background: { r: red, g: 90, b: 60 } } }).png().toBuffer();
const unique = () => randomUUID().slice(0, 6);

type Tree = { Rows: { CategoryId: number; ParentId: number | null; SlugTr: string; SlugEn: string; NameEn: string }[] };

/** A category of this file's own, under the first top-level one (products show on their parent's listing too). */
async function ownCategory(request: APIRequestContext) {
  const tree = await operatorCall<Tree>(request, 'catalogue-categories', {});
  const parent = tree.Rows.find((row) => row.ParentId === null)!;
  const tag = unique();
  const made = await operatorCall<{ CategoryId: number }>(request, 'catalogue-category-create', { ParentId: parent.CategoryId, NameTr: `Deneme ${tag}`, NameEn: `Trial ${tag}` });
  return { id: made.CategoryId, nameEn: `Trial ${tag}`, slugEn: `trial-${tag}`, slugTr: `deneme-${tag}` };
}

/** An active product of this file's own, made through the API, with its address in the shop. */
async function ownProduct(request: APIRequestContext, titleTr: string, photos: number[] = []) {
  const upload = async (red: number) =>
    (await operatorCall<{ Path: string }>(request, 'catalogue-image-upload', { Target: 'product', File: (await picture(red)).toString('base64') })).Path;
  const designers = await operatorCall<{ Rows: { DesignerId: number }[] }>(request, 'catalogue-designers', {});
  const { ProductId } = await operatorCall<{ ProductId: number }>(request, 'catalogue-product-create', {
    TitleTr: titleTr, TitleEn: `${titleTr} (en)`, DesignerId: designers.Rows[0].DesignerId, PriceTry: '300', PriceUsd: '12', IsActive: true, MainPhoto: await upload(40),
  });
  const paths: string[] = [];
  for (const red of photos) {
    const path = await upload(red);
    await operatorCall(request, 'catalogue-product-photo', { ProductId, Path: path });
    paths.push(path);
  }
  const { SlugTr, CategoriesVersion } = await operatorCall<{ SlugTr: string; CategoriesVersion: number }>(request, 'catalogue-product', { ProductId });
  return { ProductId, CategoriesVersion, paths, url: localizedPath(routes.product(SlugTr, ProductId), 'tr') };
}

test('an editor creates a product with its photo, files it under a category, and it shows on that listing; the open form still saves', async ({ browser, baseURL }) => {
  const e = messages.en.catalogueEditing;
  const page = await editorPage(browser, baseURL!, 'en');
  const category = await ownCategory(page.request);
  await page.goto(localizedPath(operatorRoutes.products(), 'en'));
  await page.getByRole('link', { name: e.newProductTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: e.newProductTitle })).toBeVisible();
  const tag = unique();
  const title = `Speckled Cup ${tag}`;
  await page.getByLabel(e.titleTr).fill(`Benekli Fincan ${tag}`);
  await page.getByLabel(e.titleEn).fill(title);
  await page.getByLabel(e.colDesigner).selectOption({ index: 1 });
  await page.getByLabel(e.priceTry, { exact: true }).fill('850');
  await page.getByLabel(e.priceUsd, { exact: true }).fill('29.90');
  await page.getByLabel(e.startActive).check();
  // Active without a picture is refused beside the photo, in the operator's language.
  await page.getByRole('button', { name: e.save, exact: true }).click();
  await expect(page.getByText(messages.en.validation.photoNeeded)).toBeVisible();
  await page.getByLabel(e.photoDrop).setInputFiles({ name: 'cup.png', mimeType: 'image/png', buffer: await picture(160) });
  await expect(page.getByRole('img', { name: `Benekli Fincan ${tag}` })).toBeVisible();
  await noViolationsAtBothWidths(page);
  await page.getByRole('button', { name: e.save, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: format(e.editTitle, 'tr', { title }) })).toBeVisible();
  await page.getByRole('checkbox', { name: category.nameEn }).check();
  await page.getByRole('button', { name: e.productCategoriesSave }).click();
  await expect(page.getByText(e.productCategoriesSaved)).toBeVisible();
  // The product form opened before the categories were saved keeps its version.
  await page.getByLabel(e.seoTitleEn).fill(`${title} | Vitrin`);
  await page.getByRole('button', { name: e.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: exactly(e.saved) })).toBeVisible();
  await noViolationsAtBothWidths(page);

  const listing = new URL(localizedPath(routes.category(category.slugEn, category.id), 'en'), baseURL).href;
  await expect.poll(async () => (await (await fetch(listing)).text()).includes(title), { timeout: 10_000 }).toBe(true);
});

test('an editor adds a colour variation, orders the gallery with the keyboard\'s buttons and gives a photo to the variation', async ({ browser, baseURL }) => {
  const t = messages.tr.catalogueEditing;
  const page = await editorPage(browser, baseURL!, 'tr');
  const upload = async (red: number) =>
    (await operatorCall<{ Path: string }>(page.request, 'catalogue-image-upload', { Target: 'product', File: (await picture(red)).toString('base64') })).Path;
  const designers = await operatorCall<{ Rows: { DesignerId: number }[] }>(page.request, 'catalogue-designers', {});
  const product = await operatorCall<{ ProductId: number }>(page.request, 'catalogue-product-create', {
    TitleTr: `Çizgili Kase ${unique()}`, TitleEn: 'Striped Bowl', DesignerId: designers.Rows[0].DesignerId, PriceTry: '400', PriceUsd: '15', IsActive: true, MainPhoto: await upload(90),
  });
  await operatorCall(page.request, 'catalogue-product-photo', { ProductId: product.ProductId, Path: await upload(200) });
  await page.goto(localizedPath(operatorRoutes.product(product.ProductId), 'tr'));

  await page.getByLabel(t.variationType).selectOption({ label: t.variationTypes['2'] });
  await page.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: exactly(t.saved) })).toBeVisible();
  const adding = page.getByRole('form', { name: t.variationNew });
  await adding.getByLabel(t.nameTr).fill('Lacivert');
  await adding.getByLabel(t.nameEn).fill('Navy');
  await adding.getByLabel(t.colour).fill('#1a2b3c');
  await adding.getByLabel(t.colStock).fill('5');
  await adding.getByRole('button', { name: t.variationAdd }).click();
  await expect(page.getByRole('form', { name: format(t.variationEdit, 'tr', { name: 'Lacivert / Navy' }) })).toBeVisible();

  const first = format(t.photoNumber, 'tr', { number: '1' });
  const second = format(t.photoNumber, 'tr', { number: '2' });
  await page.getByRole('button', { name: format(t.photoDown, 'tr', { name: first }) }).click();
  await expect(page.getByRole('status').filter({ hasText: t.photosOrdered })).toBeVisible();
  await page.getByLabel(t.photoOwner).nth(1).selectOption({ label: 'Lacivert' });
  await page.getByLabel(format(t.photoAltTr, 'tr', { name: second })).fill('Lacivert kase');
  await page.getByRole('button', { name: format(t.photoSave, 'tr', { name: second }) }).click();
  const photoForm = page.getByRole('group', { name: second });
  await expect(photoForm.getByRole('status')).toHaveText(t.saved);
  await noViolationsAtBothWidths(page);

  const saved = await operatorCall<{ Photos: { VariationId: number | null; AltTr: string }[]; Variations: { Id: number; NameEn: string; FontColor: string; Stock: number }[] }>(page.request, 'catalogue-product', { ProductId: product.ProductId });
  const navy = saved.Variations.find((v) => v.NameEn === 'Navy')!;
  expect(navy).toMatchObject({ FontColor: '#1a2b3c', Stock: 5 });
  expect(saved.Photos[1]).toMatchObject({ VariationId: navy.Id, AltTr: 'Lacivert kase' });

  // Never ordered, so removing deletes it (one that orders name is switched off: the API test covers it).
  page.on('dialog', (dialog) => void dialog.accept());
  await page.getByRole('form', { name: format(t.variationEdit, 'tr', { name: 'Lacivert / Navy' }) }).getByRole('button', { name: t.variationRemove }).click();
  await expect(page.getByRole('form', { name: format(t.variationEdit, 'tr', { name: 'Lacivert / Navy' }) })).toHaveCount(0);
});

test('an editor creates a category, moves it under another and deletes it, in both languages', async ({ browser, baseURL }) => {
  for (const locale of ['en', 'tr'] as const) {
    const m = messages[locale].catalogueEditing;
    const page = await editorPage(browser, baseURL!, locale);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(localizedPath(operatorRoutes.categories(), locale));
    const tag = unique();
    const form = page.getByRole('form', { name: m.categoryNew });
    await form.getByLabel(m.nameTr).fill(`Kupalar ${tag}`);
    await form.getByLabel(m.nameEn).fill(`Mugs ${tag}`);
    await form.getByRole('button', { name: m.categoryCreate }).click();
    await expect(page.getByText(m.categoryCreated)).toBeVisible();
    await noViolationsAtBothWidths(page);
    await page.getByRole('link', { name: locale === 'tr' ? `Kupalar ${tag}` : `Mugs ${tag}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: m.categoryPlace })).toBeVisible();
    await page.getByLabel(m.categoryParent).selectOption({ index: 1 });
    await page.getByRole('button', { name: m.categoryMove }).click();
    await expect(page.getByText(m.categoryMoved)).toBeVisible();
    await noViolationsAtBothWidths(page);
    await page.getByRole('button', { name: m.categoryDelete }).click();
    await expect(page.getByRole('heading', { level: 1, name: m.categoriesTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: locale === 'tr' ? `Kupalar ${tag}` : `Mugs ${tag}` })).toHaveCount(0);
  }
});

test('a variation that an order names is switched off, then back on, and the product page offers it again', async ({ browser, baseURL }) => {
  const t = messages.tr.catalogueEditing;
  const page = await editorPage(browser, baseURL!, 'tr');
  const product = await ownProduct(page.request, `Benekli Vazo ${unique()}`);
  const add = (nameTr: string, nameEn: string) =>
    operatorCall<{ VariationId: number }>(page.request, 'catalogue-variation-save', { ProductId: product.ProductId, NameTr: nameTr, NameEn: nameEn, Stock: 3 });
  const yellow = await add('Sarı', 'Yellow');
  await add('Mavi', 'Blue');
  // A shopper orders the yellow one, so removing it switches it off rather than deleting it.
  const shopper = await browser.newPage({ baseURL });
  const member = await createMember(shopper.request, 'tr');
  await signIn(shopper, member);
  await bankTransferOrder(shopper, member, 'tr', { ProductId: product.ProductId, VariationId: yellow.VariationId });
  const offersYellow = async () => {
    await shopper.goto(product.url);
    return shopper.getByRole('combobox').getByRole('option', { name: /^Sarı/ }).count();
  };
  expect(await offersYellow()).toBe(1);

  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(localizedPath(operatorRoutes.product(product.ProductId), 'tr'));
  const form = page.getByRole('form', { name: format(t.variationEdit, 'tr', { name: 'Sarı / Yellow' }) });
  await form.getByRole('button', { name: t.variationRemove }).click();
  await expect(form.getByRole('status')).toHaveText(t.variationDeactivated);
  // The pressed button turns into Restore and keeps the focus.
  await expect(form.getByRole('button', { name: t.variationRestore })).toBeFocused();
  await expect.poll(offersYellow).toBe(0);

  // Switched back on from the same form, without reloading the page.
  await form.getByRole('button', { name: t.variationRestore }).click();
  await expect(form.getByRole('status')).toHaveText(t.variationRestored);
  await expect(form.getByRole('button', { name: t.variationRemove })).toBeVisible();
  // The pointer rests where Restore was, over Remove now: axe would measure its hover transition halfway.
  await page.mouse.move(0, 0);
  await noViolationsAtBothWidths(page);
  await expect.poll(offersYellow).toBe(1);
  // Offered again with no stock until an adjustment adds some.
  await expect(shopper.getByRole('option', { name: format(messages.tr.productDetail.variationSoldOut, 'tr', { name: 'Sarı' }) })).toHaveCount(1);

  // No order names the blue one, so removing it deletes it, its form too: the list says so and takes the focus.
  const blue = page.getByRole('form', { name: format(t.variationEdit, 'tr', { name: 'Mavi / Blue' }) });
  await blue.getByRole('button', { name: t.variationRemove }).click();
  await expect(blue).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: exactly(t.variationDeleted) })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t.variations, exact: true })).toBeFocused();
});

test('a photo deleted in the gallery is gone from the product page, the others stay', async ({ browser, baseURL }) => {
  const e = messages.en.catalogueEditing;
  const page = await editorPage(browser, baseURL!, 'en');
  const product = await ownProduct(page.request, `Çizgili Tabak ${unique()}`, [120, 220]);
  const shop = await browser.newPage({ baseURL });
  // next/image names each picture's folder (a new one per upload) in its srcset.
  const shown = (path: string) => shop.locator(`img[srcset*="${encodeURIComponent(path.slice(0, path.lastIndexOf('/')))}"]`);
  await shop.goto(product.url);
  const [kept, deleted] = product.paths;
  await expect(shown(deleted).first()).toBeAttached();

  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(localizedPath(operatorRoutes.product(product.ProductId), 'en'));
  const third = page.getByRole('group', { name: format(e.photoNumber, 'en', { number: '3' }) });
  await third.getByRole('button', { name: format(e.photoDelete, 'en', { name: format(e.photoNumber, 'en', { number: '3' }) }) }).click();
  await expect(page.getByRole('group', { name: format(e.photoNumber, 'en', { number: '3' }) })).toHaveCount(0);
  // Said by the gallery, which outlives the picture and its Delete, and focus comes back to it.
  await expect(page.getByRole('status').filter({ hasText: exactly(e.photoDeleted) })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: e.photosTitle })).toBeFocused();
  await noViolationsAtBothWidths(page);

  await expect
    .poll(async () => {
      await shop.goto(product.url);
      return shown(deleted).count();
    })
    .toBe(0);
  await expect(shown(kept).first()).toBeAttached();
});

test('a renamed category refreshes its products\' search text: the shop\'s search finds a product by the new name', async ({ browser, baseURL }) => {
  const t = messages.tr.catalogueEditing;
  const page = await editorPage(browser, baseURL!, 'tr');
  const category = await ownCategory(page.request);
  const title = `Lekeli Sürahi ${unique()}`;
  const product = await ownProduct(page.request, title);
  await operatorCall(page.request, 'catalogue-product-categories', { ProductId: product.ProductId, Version: product.CategoriesVersion, CategoryIds: [category.id] });
  // A word no product or category has: the search finds nothing by it before the rename (and keeps that page cached).
  const word = `Zebracam${unique()}`;
  const shop = await browser.newPage({ baseURL });
  const found = shop.getByRole('main').getByRole('link', { name: new RegExp(title) });
  await shop.goto(localizedPath(routes.search({ text: word }), 'tr'));
  await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(found).toHaveCount(0);

  await page.goto(localizedPath(operatorRoutes.category(category.id), 'tr'));
  await page.getByLabel(t.nameTr).fill(`${word} Kupalar`);
  await page.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: exactly(t.saved) })).toBeVisible();
  await noViolationsAtBothWidths(page);

  await expect
    .poll(async () => {
      await shop.goto(localizedPath(routes.search({ text: word }), 'tr'));
      return found.count();
    })
    .toBeGreaterThan(0);
});

/** The picker at 390 and 1280 px for a closing note, kept only when SHOTS_DIR names a folder. */
async function shot(page: Page, group: string, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('group', { name: group }).screenshot({ path: path.join(dir, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an editor links items with the picker: part of a title chosen with the keyboard, a pasted list of SKUs, one removed; the product page links them', async ({ browser, baseURL }) => {
  const tag = unique();
  const request = (await editorPage(browser, baseURL!, 'en')).request;
  const product = await ownProduct(request, `Mercan Kase ${tag}`);
  const [coral, sand, moss] = [await ownProduct(request, `Mercan Kupa ${tag}`), await ownProduct(request, `Kum Tabak ${tag}`), await ownProduct(request, `Yosun Vazo ${tag}`)];
  const sku = (item: { ProductId: number }) => `VT-${item.ProductId}`;

  for (const locale of ['tr', 'en'] as const) {
    const o = messages[locale].operator;
    const title = (titleTr: string) => (locale === 'tr' ? titleTr : `${titleTr} (en)`);
    const page = await editorPage(browser, baseURL!, locale);
    await page.goto(localizedPath(operatorRoutes.product(product.ProductId), locale));
    const box = page.getByRole('combobox', { name: o.linkedSearch });
    const suggestions = page.getByRole('listbox', { name: o.linkedSuggestions });
    const chosen = page.getByRole('list', { name: o.linkedChosen });
    // Part of a title, in the middle: the suggestion is pointed at with the arrow, Enter takes it and sends no form.
    await box.fill(`ercan Kupa ${tag}`);
    await expect(suggestions.getByRole('option')).toHaveText([`${title(`Mercan Kupa ${tag}`)} ${sku(coral)}`]);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await noViolationsAtBothWidths(page);
    await shot(page, o.linkedTitle, `linked-picker-${locale}`);
    await box.press('ArrowDown');
    await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await suggestions.getByRole('option').first().getAttribute('id'))!);
    await box.press('Enter');
    await expect(chosen.getByRole('listitem')).toHaveCount(1);
    await expect(chosen).toContainText(title(`Mercan Kupa ${tag}`));
    await expect(page.getByRole('status').filter({ hasText: format(o.linkedAdded, locale, { title: title(`Mercan Kupa ${tag}`) }) })).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
    await shot(page, o.linkedTitle, `linked-picker-chosen-${locale}`);
    if (locale === 'tr') continue;

    // A pasted list of SKUs (one matching nothing): the ones found are offered together.
    await box.fill(`${sku(sand)}, ${sku(moss)}, VT-999999`);
    await expect(page.getByRole('status').filter({ hasText: format(o.linkedUnknown, locale, { skus: 'VT-999999' }) })).toBeVisible();
    await page.getByRole('button', { name: format(o.linkedAddAll, locale, { count: 2 }) }).click();
    await expect(chosen.getByRole('listitem')).toHaveCount(3);
    await chosen.getByRole('button', { name: format(o.linkedRemove, locale, { title: title(`Kum Tabak ${tag}`) }) }).click();
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await expect(box).toBeFocused();
    await page.getByRole('button', { name: messages.en.catalogueEditing.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: exactly(messages.en.catalogueEditing.saved) })).toBeVisible();

    await page.reload();
    await expect(chosen.getByRole('listitem')).toContainText([title(`Mercan Kupa ${tag}`), title(`Yosun Vazo ${tag}`)]);
    const shop = await browser.newPage({ baseURL });
    await shop.goto(product.url);
    const links = shop.getByRole('region', { name: messages.tr.productDetail.linkItems }).getByRole('link');
    await expect(links).toHaveText([`Mercan Kupa ${tag}`, `Yosun Vazo ${tag}`]);
  }
});
