/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '@/lib/server/db/client';
import { auditLog, cacheRevalidations, designers, orderLines, productLinkItems, productOptions, productPhotos, products, productVariations, seoTags } from '@/lib/server/db/schema';
import { designerTag, LISTING_TAGS, productTag } from '@/lib/server/cache/tags';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { insertOrder } from '../support/orders';
import { operatorWithSession } from '../support/operators';
import { freshShop, plainProductIds, post } from '../support/shop';

/*
 * The catalogue's building calls (issue 23): a new product, its variations (switched off rather
 * than deleted once ordered), its gallery's order, alt texts and variation, and the product form's
 * parts (variation type, option list, SEO per language, linked products): roles, bad input with
 * field messages in both languages, the version conflicts, audit rows and only the product's tags.
 */
let shop: Database;
let editor: Awaited<ReturnType<typeof operatorWithSession>>;
let owner: Awaited<ReturnType<typeof operatorWithSession>>;
let staff: Awaited<ReturnType<typeof operatorWithSession>>;
let designerId = 0;
let plainId = 0;
let otherId = 0;

beforeAll(async () => {
  process.env.VITRIN_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-catalogue-products-'));
  shop = await freshShop({ products: 8 });
  [editor, owner, staff] = await Promise.all([operatorWithSession('editor'), operatorWithSession('owner'), operatorWithSession('staff')]);
  [{ id: designerId }] = await shop.db.select({ id: designers.id }).from(designers).limit(1);
  [plainId, otherId] = await plainProductIds(shop.db, 2);
});

const as = (who: { headers: Record<string, string> }, lang = 'en') => ({ headers: { ...who.headers, 'accept-language': lang } });
const latestAudit = async () => (await shop.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
const loaded = async (productId: number) => (await post('catalogue-product', { ProductId: productId }, as(editor))).body.data;
const markedSince = async (tag: string, since: number) => (await shop.db.select().from(cacheRevalidations).where(eq(cacheRevalidations.tag, tag))).some((mark) => mark.expiredAt >= since);

/** What the edit read answers that the save does not take. */
const LOADED_ONLY = ['Sku', 'CategoriesVersion', 'Designer', 'HasVariations', 'MainPhoto', 'Variations', 'Categories', 'Photos', 'Linked'];

/** What the edit form sends: everything it loaded (parts included), with `change` on top. */
async function formBody(productId: number, change: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const p = await loaded(productId);
  const fields = Object.fromEntries(Object.entries(p).filter(([key]) => !LOADED_ONLY.includes(key)));
  return { ...fields, VariationStocks: p.Variations.filter((v: { IsActive: boolean }) => v.IsActive).map((v: { Id: number; Stock: number }) => ({ Id: v.Id, Stock: v.Stock })), ...change };
}

async function uploadedPath() {
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();
  const { body } = await post('catalogue-image-upload', { Target: 'product', File: png.toString('base64') }, as(editor));
  return body.data.Path as string;
}

describe('who may call', () => {
  it.each([
    ['catalogue-product-create', { TitleTr: 'Xx', TitleEn: 'Xx', DesignerId: 1, PriceTry: '1', PriceUsd: '1' }],
    ['catalogue-variation-save', { ProductId: 1, NameTr: 'X', NameEn: 'X' }],
    ['catalogue-variation-remove', { ProductId: 1, VariationId: 1, Version: 1 }],
    ['catalogue-variation-restore', { ProductId: 1, VariationId: 1, Version: 1 }],
    ['catalogue-product-photo-delete', { ProductId: 1, PhotoId: 1 }],
    ['catalogue-product-photo-edit', { ProductId: 1, PhotoId: 1 }],
    ['catalogue-product-photo-order', { ProductId: 1, PhotoIds: [1] }],
    ['catalogue-product-suggestions', { Q: 'vazo' }],
  ] as const)('%s: none 401, staff 403, editor and owner pass the role check', async (name, data) => {
    expect((await post(name, data)).status).toBe(401);
    expect((await post(name, data, as(staff))).status).toBe(403);
    for (const who of [editor, owner]) expect((await post(name, data, as(who))).status).not.toBe(403);
  });
});

describe('product creation', () => {
  it('creates an inactive product with slugs from its titles, prices in minor units, audited, marking its designer and the catalogue lists', async () => {
    const since = Date.now();
    const { status, body } = await post('catalogue-product-create', { TitleTr: 'Işıklı Çini Kase', TitleEn: 'Glowing Tile Bowl', DesignerId: designerId, PriceTry: '1299,5', PriceUsd: '49.90' }, as(editor));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ SlugTr: 'isikli-cini-kase', SlugEn: 'glowing-tile-bowl' });
    const [row] = await shop.db.select().from(products).where(eq(products.id, body.data.ProductId));
    expect(row).toMatchObject({ priceTry: 129_950, salePriceTry: 129_950, priceUsd: 4990, isActive: false, designerId, mainPhoto: '' });
    expect(await latestAudit()).toMatchObject({ action: 'product.created', entityId: String(row.id), operatorEmail: editor.email });
    expect(await markedSince(designerTag(designerId), since)).toBe(true);
    expect(await markedSince(LISTING_TAGS.search, since)).toBe(true);
  });

  it('gives a second product of the same title a slug made unique with its id', async () => {
    const { body } = await post('catalogue-product-create', { TitleTr: 'Işıklı Çini Kase', TitleEn: 'Glowing Tile Bowl', DesignerId: designerId, PriceTry: '10', PriceUsd: '1' }, as(editor));
    expect(body.data.SlugTr).toBe(`isikli-cini-kase-${body.data.ProductId}`);
  });

  it('starts active with a picture, which is its main photo and first in its gallery', async () => {
    const photo = await uploadedPath();
    const { status, body } = await post('catalogue-product-create', { TitleTr: 'Mavi Tabak', TitleEn: 'Blue Plate', DesignerId: designerId, PriceTry: '100', PriceUsd: '5', IsActive: true, MainPhoto: photo }, as(editor));
    expect(status).toBe(200);
    const [row] = await shop.db.select().from(products).where(eq(products.id, body.data.ProductId));
    expect(row).toMatchObject({ isActive: true, mainPhoto: photo });
    expect((await shop.db.select().from(productPhotos).where(eq(productPhotos.productId, row.id))).map((p) => p.photoPath)).toEqual([photo]);
    expect((await post('get-product-detail', { ProductId: row.id, LanguageId: 2 })).status).toBe(200);
  });

  it.each([
    ['a price with three decimals', { PriceTry: '10.999' }, 'PriceTry', 'amount'],
    ['active without a picture', { IsActive: true }, 'MainPhoto', 'photoNeeded'],
    ['a designer that is not there', { DesignerId: 999_999 }, 'DesignerId', 'type'],
    ['a one-letter title', { TitleEn: 'X' }, 'TitleEn', 'minLength'],
  ] as const)('refuses %s with the field named in tr and en, creating nothing', async (_what, change, field, key) => {
    const before = (await shop.db.select({ id: products.id }).from(products)).length;
    for (const [lang, messages] of [['tr', tr], ['en', en]] as const) {
      const { status, body } = await post('catalogue-product-create', { TitleTr: 'Yeni Ürün', TitleEn: 'New Piece', DesignerId: designerId, PriceTry: '10', PriceUsd: '1', ...change }, as(editor, lang));
      expect(status).toBe(400);
      expect(body.errors[field]).toBe(messages.validation[key].replace('{min}', '2'));
    }
    expect((await shop.db.select({ id: products.id }).from(products)).length).toBe(before);
  });
});

describe('variations', () => {
  it('adds a colour variation to a product sold as itself, edits it under its version, and the page offers it', async () => {
    const added = await post('catalogue-variation-save', { ProductId: plainId, NameTr: 'Lacivert', NameEn: 'Navy', Stock: 4, FontColor: '#1a2b3c', PriceTry: '150', PriceUsd: '' }, as(editor));
    expect(added.status).toBe(200);
    const { VariationId, Version } = added.body.data;
    const [product] = await shop.db.select().from(products).where(eq(products.id, plainId));
    expect(product.isMainVariation).toBe(false);
    const edited = await post('catalogue-variation-save', { ProductId: plainId, VariationId, Version, NameTr: 'Gece mavisi', NameEn: 'Midnight blue', FontColor: '#101828' }, as(editor));
    expect(edited.status).toBe(200);
    const [row] = await shop.db.select().from(productVariations).where(eq(productVariations.id, VariationId));
    expect(row).toMatchObject({ nameEn: 'Midnight blue', stock: 4, fontColor: '#101828', priceTry: null, version: Version + 1 });
    const stale = await post('catalogue-variation-save', { ProductId: plainId, VariationId, Version, NameTr: 'Eski', NameEn: 'Old' }, as(owner));
    expect(stale.status).toBe(409);
    const page = await post('get-product-detail', { ProductId: plainId, LanguageId: 2 });
    expect(page.body.data.product.Variations.map((v: { Name: string }) => v.Name)).toContain('Midnight blue');
  });

  it.each([
    ['a negative stock', { Stock: -1 }, 'Stock', 'min'],
    ['a sale price above its price', { PriceTry: '100', SalePriceTry: '120' }, 'SalePriceTry', 'salePrice'],
    ['a colour that is not #rrggbb', { FontColor: 'blue' }, 'FontColor', 'type'],
  ] as const)('refuses %s with the field named', async (_what, change, field, key) => {
    const { status, body } = await post('catalogue-variation-save', { ProductId: plainId, NameTr: 'Kırmızı', NameEn: 'Red', ...change }, as(editor, 'tr'));
    expect(status).toBe(400);
    expect(body.errors[field]).toBe(tr.validation[key].replace('{min}', '0'));
  });

  it('deletes a variation never ordered, switches off one that orders name, and switches it back on', async () => {
    const add = async (name: string) => (await post('catalogue-variation-save', { ProductId: otherId, NameTr: name, NameEn: name, Stock: 3 }, as(editor))).body.data;
    const [unsold, sold] = [await add('Yeşil'), await add('Sarı')];
    const order = await insertOrder(shop.db, { userId: null, lines: [{ variationName: 'Sarı' }] });
    await shop.db.update(orderLines).set({ productId: otherId, variationId: sold.VariationId }).where(eq(orderLines.orderId, order.id));

    const gone = await post('catalogue-variation-remove', { ProductId: otherId, VariationId: unsold.VariationId, Version: unsold.Version }, as(editor));
    expect(gone.body.data.Outcome).toBe('deleted');
    expect(await shop.db.select().from(productVariations).where(eq(productVariations.id, unsold.VariationId))).toHaveLength(0);

    const since = Date.now();
    const off = await post('catalogue-variation-remove', { ProductId: otherId, VariationId: sold.VariationId, Version: sold.Version }, as(editor));
    expect(off.body.data.Outcome).toBe('deactivated');
    const [kept] = await shop.db.select().from(productVariations).where(eq(productVariations.id, sold.VariationId));
    expect(kept).toMatchObject({ isActive: false, stock: 0 });
    const [line] = await shop.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line.variationId).toBe(sold.VariationId);
    // None left on offer: the product is sold as itself again, and its page no longer lists the switched-off one.
    const [product] = await shop.db.select().from(products).where(eq(products.id, otherId));
    expect(product.isMainVariation).toBe(true);
    expect(await markedSince(productTag(otherId), since)).toBe(true);
    expect(await latestAudit()).toMatchObject({ action: 'variation.deactivated', entityId: String(otherId) });
    // A product form loaded before still saves: the switched-off variation's stock is not written back.
    const form = await formBody(otherId, { VariationStocks: [{ Id: sold.VariationId, Stock: 9 }] });
    expect((await post('catalogue-product-save', form, as(editor))).status).toBe(200);
    expect((await shop.db.select().from(productVariations).where(eq(productVariations.id, sold.VariationId)))[0].stock).toBe(0);

    // Switched back on under its version: offered again with no stock until an adjustment, the product sold by variation again.
    const [{ version }] = await shop.db.select({ version: productVariations.version }).from(productVariations).where(eq(productVariations.id, sold.VariationId));
    // The removal names the version it left, so the same form can switch it back on.
    expect(off.body.data.Version).toBe(version);
    expect((await post('catalogue-variation-restore', { ProductId: otherId, VariationId: sold.VariationId, Version: version - 1 }, as(editor))).status).toBe(409);
    expect((await post('catalogue-variation-restore', { ProductId: plainId, VariationId: sold.VariationId, Version: version }, as(editor))).status).toBe(404);
    const on = await post('catalogue-variation-restore', { ProductId: otherId, VariationId: sold.VariationId, Version: version }, as(editor));
    expect(on.status).toBe(200);
    expect(on.body.data.Version).toBe(version + 1);
    expect((await shop.db.select().from(productVariations).where(eq(productVariations.id, sold.VariationId)))[0]).toMatchObject({ isActive: true, stock: 0 });
    expect((await shop.db.select().from(products).where(eq(products.id, otherId)))[0].isMainVariation).toBe(false);
    expect(await latestAudit()).toMatchObject({ action: 'variation.restored', entityId: String(otherId) });
  });
});

describe('gallery', () => {
  it('orders the photos (the first general one becomes the main photo), gives one to a variation with alt texts', async () => {
    const paths = [await uploadedPath(), await uploadedPath()];
    for (const p of paths) expect((await post('catalogue-product-photo', { ProductId: plainId, Path: p }, as(editor))).status).toBe(200);
    const photos = await shop.db.select().from(productPhotos).where(eq(productPhotos.productId, plainId));
    const reversed = photos.map((p) => p.id).reverse();
    const since = Date.now();
    expect((await post('catalogue-product-photo-order', { ProductId: plainId, PhotoIds: reversed }, as(editor))).status).toBe(200);
    const [product] = await shop.db.select().from(products).where(eq(products.id, plainId));
    expect(product.mainPhoto).toBe(photos.find((p) => p.id === reversed[0])!.photoPath);
    expect(await markedSince(productTag(plainId), since)).toBe(true);

    const mismatch = await post('catalogue-product-photo-order', { ProductId: plainId, PhotoIds: reversed.slice(1) }, as(editor));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(en.errors.photo_order_mismatch);

    const [variation] = await shop.db.select().from(productVariations).where(and(eq(productVariations.productId, plainId), eq(productVariations.isActive, true)));
    const last = reversed[reversed.length - 1];
    const edited = await post('catalogue-product-photo-edit', { ProductId: plainId, PhotoId: last, VariationId: variation.id, AltTr: 'Lacivert kase', AltEn: 'Navy bowl' }, as(editor));
    expect(edited.status).toBe(200);
    const [photo] = await shop.db.select().from(productPhotos).where(eq(productPhotos.id, last));
    expect(photo).toMatchObject({ variationId: variation.id, altTr: 'Lacivert kase', altEn: 'Navy bowl' });
    expect(await latestAudit()).toMatchObject({ action: 'product.photo-edited' });
    const page = await post('get-product-detail', { ProductId: plainId, LanguageId: 2 });
    const offered = page.body.data.product.Variations.find((v: { VariationId: number }) => v.VariationId === variation.id);
    expect(offered.Photos.map((p: { Id: number }) => p.Id)).toEqual([last]);

    const foreign = await post('catalogue-product-photo-edit', { ProductId: otherId, PhotoId: last }, as(editor));
    expect(foreign.status).toBe(404);
  });

  it('deletes a photo, refusing the only one of an active product and one a variation uses; the next becomes the main photo', async () => {
    const created = await post('catalogue-product-create', { TitleTr: 'Yeşil Tabak', TitleEn: 'Green Plate', DesignerId: designerId, PriceTry: '100', PriceUsd: '5', IsActive: true, MainPhoto: await uploadedPath() }, as(editor));
    const ProductId = created.body.data.ProductId as number;
    const gallery = async () => shop.db.select().from(productPhotos).where(eq(productPhotos.productId, ProductId)).orderBy(asc(productPhotos.sortOrder));
    const [only] = await gallery();
    for (const [lang, LanguageId, messages] of [['tr', 1, tr], ['en', 2, en]] as const) {
      const last = await post('catalogue-product-photo-delete', { LanguageId, ProductId, PhotoId: only.id }, as(editor, lang));
      expect(last.status).toBe(409);
      expect(last.body.message).toBe(messages.errors.photo_last);
    }

    const variation = (await post('catalogue-variation-save', { ProductId, NameTr: 'Yeşil', NameEn: 'Green', Stock: 2 }, as(editor))).body.data;
    for (const path of [await uploadedPath(), await uploadedPath()]) expect((await post('catalogue-product-photo', { ProductId, Path: path }, as(editor))).status).toBe(200);
    const [, second, third] = await gallery();
    expect((await post('catalogue-product-photo-edit', { ProductId, PhotoId: second.id, VariationId: variation.VariationId }, as(editor))).status).toBe(200);
    const used = await post('catalogue-product-photo-delete', { ProductId, PhotoId: second.id }, as(editor, 'en'));
    expect(used.status).toBe(409);
    expect(used.body.message).toBe(en.errors.photo_in_use);

    const since = Date.now();
    expect((await post('catalogue-product-photo-delete', { ProductId, PhotoId: only.id }, as(editor))).status).toBe(200);
    expect((await gallery()).map((photo) => photo.id)).toEqual([second.id, third.id]);
    const [product] = await shop.db.select().from(products).where(eq(products.id, ProductId));
    expect(product.mainPhoto).toBe(third.photoPath);
    expect(await markedSince(productTag(ProductId), since)).toBe(true);
    expect(await latestAudit()).toMatchObject({ action: 'product.photo-deleted', entityId: String(ProductId) });
    expect((await post('catalogue-product-photo-delete', { ProductId: otherId, PhotoId: third.id }, as(editor))).status).toBe(404);
  });
});

describe('the product form\'s parts', () => {
  it('saves the variation type, the option list, SEO per language and linked products, shown on the page', async () => {
    const body = await formBody(plainId, {
      VariationType: 2, VariationNameTr: 'Renk', VariationNameEn: 'Colour', OptionListNameTr: 'Beden', OptionListNameEn: 'Size',
      OptionsTr: 'Küçük^Orta^Büyük', OptionsEn: 'Small^Medium^Large', SeoTitleTr: 'Lacivert kase | Vitrin', SeoTitleEn: 'Navy bowl | Vitrin',
      SeoDescriptionEn: 'A hand-thrown bowl.', LinkedSkus: `VT-${otherId}`,
    });
    const { status } = await post('catalogue-product-save', body, as(editor));
    expect(status).toBe(200);
    expect((await shop.db.select().from(productOptions).where(eq(productOptions.productId, plainId))).map((o) => o.nameEn)).toEqual(['Small', 'Medium', 'Large']);
    const page = (await post('get-product-detail', { ProductId: plainId, LanguageId: 2 })).body.data.product;
    expect(page).toMatchObject({ VariationType: 2, VariationName: 'Colour', OptionListName: 'Size', OptionList: 'Small^Medium^Large' });
    expect(page.LinkItems).toHaveLength(1);
    const seo = await post('get-seo-tag-data', { LanguageId: 2, Pathname: '/productdetail', DataId: plainId });
    expect(seo.body.data.seoData).toEqual({ Title: 'Navy bowl | Vitrin', Description: 'A hand-thrown bowl.' });
    // The form reloads what it saved; emptying a language's SEO removes its row.
    const again = await formBody(plainId, { SeoTitleTr: '', SeoDescriptionTr: '', LinkedSkus: '' });
    expect(again.OptionsEn).toBe('Small^Medium^Large');
    expect((await post('catalogue-product-save', again, as(editor))).status).toBe(200);
    expect(await shop.db.select().from(seoTags).where(and(eq(seoTags.pathname, '/productdetail'), eq(seoTags.dataId, plainId), eq(seoTags.languageId, 1)))).toHaveLength(0);
    expect(await shop.db.select().from(productLinkItems).where(eq(productLinkItems.productId, plainId))).toHaveLength(0);
  });

  it.each([
    ['options that do not pair up', { OptionsTr: 'A^B', OptionsEn: 'A' }, 'OptionsEn', 'optionsMatch'],
    ['a linked code that is not a SKU', { LinkedSkus: 'lamp' }, 'LinkedSkus', 'sku'],
    ['a linked product that is not there', { LinkedSkus: 'VT-999999' }, 'LinkedSkus', 'sku'],
  ] as const)('refuses %s with the field named, saving nothing', async (_what, change, field, key) => {
    const body = await formBody(plainId, { TitleEn: 'Not saved', ...change });
    const { status, body: reply } = await post('catalogue-product-save', body, as(editor, 'tr'));
    expect(status).toBe(400);
    expect(reply.errors[field]).toBe(tr.validation[key]);
    expect((await shop.db.select().from(products).where(eq(products.id, plainId)))[0].titleEn).not.toBe('Not saved');
  });

  it('refuses to make a product without a picture active', async () => {
    const { body: created } = await post('catalogue-product-create', { TitleTr: 'Fotoğrafsız', TitleEn: 'No photo', DesignerId: designerId, PriceTry: '10', PriceUsd: '1' }, as(editor));
    const { status, body } = await post('catalogue-product-save', await formBody(created.data.ProductId, { IsActive: true }), as(editor));
    expect(status).toBe(400);
    expect(body.errors.IsActive).toBe(en.validation.photoNeeded);
  });
});

describe('the linked-items picker', () => {
  const suggest = async (data: Record<string, unknown>) => (await post('catalogue-product-suggestions', data, as(editor))).body.data as {
    Rows: { ProductId: number; Sku: string; TitleTr: string; TitleEn: string; IsActive: boolean }[];
    Pasted: boolean;
    Unknown: string[];
  };

  it('suggests by part of a title in either language or the start of a SKU, never the product being edited', async () => {
    const [plain] = await shop.db.select().from(products).where(eq(products.id, plainId));
    for (const part of [plain.titleTr.slice(1, 6), plain.titleEn.slice(1, 6).toUpperCase()]) {
      const found = await suggest({ Q: part });
      expect(found.Pasted).toBe(false);
      expect(found.Rows.map((row) => row.ProductId)).toContain(plainId);
      expect(found.Rows.length).toBeLessThanOrEqual(8);
      expect((await suggest({ Q: part, ProductId: plainId })).Rows.map((row) => row.ProductId)).not.toContain(plainId);
    }
    for (const typed of [`VT-${otherId}`, `vt${otherId}`, String(otherId)]) {
      const found = await suggest({ Q: typed });
      expect(found.Rows.find((row) => row.ProductId === otherId)).toMatchObject({ Sku: `VT-${otherId}`, TitleEn: expect.any(String) });
    }
    // `%` and `_` are themselves, not wildcards.
    expect((await suggest({ Q: '%%' })).Rows).toEqual([]);
  });

  it('answers a pasted list of SKUs with those products in its order, naming the codes that match none', async () => {
    const found = await suggest({ Q: `VT-${otherId}, VT-999999\nvt-${plainId} VT-${otherId}` });
    expect(found.Pasted).toBe(true);
    expect(found.Rows.map((row) => row.ProductId)).toEqual([otherId, plainId]);
    expect(found.Unknown).toEqual(['VT-999999']);
    // The product being edited is left out of a pasted list too, and is not called unknown.
    const itself = await suggest({ Q: `VT-${otherId} VT-${plainId}`, ProductId: plainId });
    expect(itself).toMatchObject({ Rows: [{ ProductId: otherId }], Unknown: [] });
  });

  it('refuses an empty or overlong query with the field named', async () => {
    for (const Q of ['', '   ', 'x'.repeat(401)]) {
      const { status, body } = await post('catalogue-product-suggestions', { Q }, as(editor, 'tr'));
      expect(status).toBe(400);
      expect(body.errors.Q).toBeTruthy();
    }
  });

  it('the edit read lists the linked products with their titles, in the saved order', async () => {
    const [third] = await plainProductIds(shop.db, 3).then((ids) => ids.filter((id) => id !== plainId && id !== otherId));
    expect((await post('catalogue-product-save', await formBody(plainId, { LinkedSkus: `VT-${third}, VT-${otherId}` }), as(editor))).status).toBe(200);
    const { Linked, LinkedSkus } = await loaded(plainId);
    expect(LinkedSkus).toBe(`VT-${third}, VT-${otherId}`);
    const [other] = await shop.db.select().from(products).where(eq(products.id, otherId));
    expect(Linked).toEqual([
      expect.objectContaining({ ProductId: third, Sku: `VT-${third}` }),
      { ProductId: otherId, Sku: `VT-${otherId}`, TitleTr: other.titleTr, TitleEn: other.titleEn, IsActive: other.isActive },
    ]);
  });
});
