/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '@/lib/server/db/client';
import { auditLog, cacheRevalidations, productDescriptions, productPhotos, products, productVariations, users } from '@/lib/server/db/schema';
import { readMedia } from '@/lib/server/media/store';
import { productTag } from '@/lib/server/cache/tags';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { operatorWithSession } from '../support/operators';
import { memberCookie } from '../support/session';
import { freshShop, plainProductIds, post } from '../support/shop';

/*
 * The back-office's catalogue calls (issue 23): who may make them (editor and owner; staff, a
 * shopper and nobody are refused), what bad input gets (a field message, nothing saved), the
 * version conflict, the sanitizer's report, and what a save leaves behind (audit row, cache marks).
 */
let shop: Database;
let editor: Awaited<ReturnType<typeof operatorWithSession>>;
let owner: Awaited<ReturnType<typeof operatorWithSession>>;
let staff: Awaited<ReturnType<typeof operatorWithSession>>;
let shopperHeaders: { cookie: string };
let plainId = 0;
let otherPlainId = 0;
let variedId = 0;

beforeAll(async () => {
  process.env.VITRIN_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-catalogue-'));
  shop = await freshShop({ products: 12 });
  [editor, owner, staff] = await Promise.all([operatorWithSession('editor'), operatorWithSession('owner'), operatorWithSession('staff')]);
  const [shopper] = await shop.db.insert(users).values({ email: 'catalogue.shopper@example.com', nameSurname: 'Deniz Kaya', passwordHash: 'x', isActive: true }).returning();
  shopperHeaders = { cookie: await memberCookie(shopper.id) };
  [plainId, otherPlainId] = await plainProductIds(shop.db, 2);
  const [varied] = await shop.db.select({ id: products.id }).from(products).where(eq(products.isMainVariation, false)).limit(1);
  variedId = varied.id;
});

const as = (who: { headers: Record<string, string> }) => ({ headers: who.headers });
const latestAudit = async () => (await shop.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
const loaded = async (productId: number) => (await post('catalogue-product', { ProductId: productId }, as(editor))).body.data;

/** The form's values as loaded, with `change` on top: what the edit page sends. */
async function saveBody(productId: number, change: Record<string, unknown> = {}) {
  const p = await loaded(productId);
  return {
    ProductId: p.ProductId, Version: p.Version, TitleTr: p.TitleTr, TitleEn: p.TitleEn, SlugTr: p.SlugTr, SlugEn: p.SlugEn,
    DescriptionTr: p.DescriptionTr, DescriptionEn: p.DescriptionEn, PriceTry: p.PriceTry, SalePriceTry: p.SalePriceTry,
    PriceUsd: p.PriceUsd, SalePriceUsd: p.SalePriceUsd, IsFreeCargo: p.IsFreeCargo, IsActive: p.IsActive, Stock: p.Stock,
    VariationStocks: p.Variations.map((v: { Id: number; Stock: number }) => ({ Id: v.Id, Stock: v.Stock })),
    ...change,
  };
}

async function pngOf(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .withMetadata({ exif: { IFD0: { Artist: 'Secret Camera Owner' } } })
    .jpeg()
    .toBuffer();
}

describe('who may call', () => {
  const calls: [string, Record<string, unknown>][] = [
    ['catalogue-products', {}],
    ['catalogue-product', { ProductId: 1 }],
    ['catalogue-product-save', { ProductId: 1, Version: 1 }],
    ['catalogue-stock-adjust', { ProductId: 1, Change: 1, Reason: 'received' }],
    ['catalogue-low-stock', {}],
    ['catalogue-image-upload', { Target: 'product', File: 'AAAA' }],
    ['catalogue-product-photo', { ProductId: 1, Path: '/media/uploads/product/x/1.webp' }],
    ['catalogue-csv-export', {}],
    ['catalogue-csv-import', { Csv: 'sku\n' }],
  ];

  it.each(calls)('%s: none 401, a shopper 403, staff 403', async (name, data) => {
    expect((await post(name, data)).status).toBe(401);
    expect((await post(name, data, { headers: shopperHeaders })).status).toBe(403);
    expect((await post(name, data, as(staff))).status).toBe(403);
  });

  it('an editor and the owner read the list', async () => {
    for (const who of [editor, owner]) {
      const { status, body } = await post('catalogue-products', {}, as(who));
      expect(status).toBe(200);
      expect(body.data.Rows.length).toBeGreaterThan(0);
    }
  });
});

describe('product list', () => {
  it('searches by SKU and filters by stock state and activity', async () => {
    const bySku = (await post('catalogue-products', { Q: `VT-${plainId}` }, as(editor))).body.data.Rows;
    expect(bySku.map((row: { ProductId: number }) => row.ProductId)).toContain(plainId);
    await shop.db.update(products).set({ stock: 0 }).where(eq(products.id, otherPlainId));
    const soldOut = (await post('catalogue-products', { Stock: 'out' }, as(editor))).body.data.Rows;
    expect(soldOut.every((row: { TotalStock: number }) => row.TotalStock === 0)).toBe(true);
    expect(soldOut.map((row: { ProductId: number }) => row.ProductId)).toContain(otherPlainId);
  });
});

describe('product save', () => {
  it('stores prices in minor units, sanitizes the description and says what it removed, audits, marks only the product\'s tags', async () => {
    const body = await saveBody(plainId, { PriceTry: '1234.5', SalePriceTry: '1000', DescriptionTr: '<p onclick="x()">Güzel<script>alert(1)</script></p>' });
    const before = Date.now();
    const { status, body: reply } = await post('catalogue-product-save', body, as(editor));
    expect(status).toBe(200);
    expect(reply.data.Version).toBe(body.Version + 1);
    expect(reply.data.Removed.DescriptionTr).toEqual(expect.arrayContaining(['<script>', 'onclick (<p>)']));
    const [row] = await shop.db.select().from(products).where(eq(products.id, plainId));
    expect(row).toMatchObject({ priceTry: 123_450, salePriceTry: 100_000, discountPercentage: 19 });
    const [description] = await shop.db.select().from(productDescriptions).where(eq(productDescriptions.productId, plainId));
    expect(description.descriptionTr).toBe('<p>Güzel</p>');
    const audit = await latestAudit();
    expect(audit).toMatchObject({ action: 'product.saved', entity: 'product', entityId: String(plainId), operatorEmail: editor.email });
    const marks = await shop.db.select().from(cacheRevalidations).where(eq(cacheRevalidations.tag, productTag(plainId)));
    expect(marks[0].expiredAt).toBeGreaterThanOrEqual(before);
    const other = await shop.db.select().from(cacheRevalidations).where(eq(cacheRevalidations.tag, productTag(otherPlainId)));
    expect(other.every((mark) => mark.expiredAt < before)).toBe(true);
    expect(await shop.db.select().from(cacheRevalidations).where(eq(cacheRevalidations.tag, '*'))).toHaveLength(0);
  });

  it.each([
    ['a price with three decimals', { PriceTry: '12.345' }, 'PriceTry', 'amount'],
    ['a sale price above the price', { PriceUsd: '10.00', SalePriceUsd: '12.00' }, 'SalePriceUsd', 'salePrice'],
    ['a negative stock', { Stock: -1 }, 'Stock', 'min'],
  ] as const)('refuses %s with the field named, in the operator\'s language, saving nothing', async (_what, change, field, key) => {
    const body = await saveBody(plainId, { TitleTr: 'Hiç kaydedilmemeli', ...change });
    for (const [lang, messages] of [['tr', tr], ['en', en]] as const) {
      const { status, body: reply } = await post('catalogue-product-save', body, { headers: { ...editor.headers, 'accept-language': lang } });
      expect(status).toBe(400);
      expect(reply.errors[field]).toBe(messages.validation[key].replace('{min}', '0'));
    }
    const [row] = await shop.db.select().from(products).where(eq(products.id, plainId));
    expect(row.titleTr).not.toBe('Hiç kaydedilmemeli');
    expect(row.version).toBe(body.Version);
  });

  it('refuses a slug another product has, and keeps a title change\'s old address reachable through the id', async () => {
    const [other] = await shop.db.select().from(products).where(eq(products.id, otherPlainId));
    const taken = await post('catalogue-product-save', await saveBody(plainId, { SlugEn: other.slugEn }), { headers: { ...editor.headers, 'accept-language': 'en' } });
    expect(taken.status).toBe(400);
    expect(taken.body.errors.SlugEn).toBe(en.validation.slugTaken);
    const renamed = await post('catalogue-product-save', await saveBody(plainId, { TitleEn: 'A Brand New Name', SlugEn: '' }), as(editor));
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.SlugEn).toBe('a-brand-new-name');
  });

  it('tells the later of two saves from one version that the record changed (409), keeping the first', async () => {
    const first = await saveBody(plainId, { TitleEn: 'First editor' });
    const second = { ...first, TitleEn: 'Second editor' };
    expect((await post('catalogue-product-save', first, as(editor))).status).toBe(200);
    const late = await post('catalogue-product-save', second, { headers: { ...owner.headers, 'accept-language': 'en' } });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('record_changed');
    expect(late.body.message).toBe(en.errors.record_changed);
    const [row] = await shop.db.select().from(products).where(eq(products.id, plainId));
    expect(row.titleEn).toBe('First editor');
  });

  it('sets a variation\'s stock with the save', async () => {
    const body = await saveBody(variedId);
    const [first] = body.VariationStocks;
    const { status } = await post('catalogue-product-save', { ...body, VariationStocks: [{ Id: first.Id, Stock: 42 }] }, as(editor));
    expect(status).toBe(200);
    const [variation] = await shop.db.select().from(productVariations).where(eq(productVariations.id, first.Id));
    expect(variation.stock).toBe(42);
  });
});

describe('stock adjustments', () => {
  it('adds received goods, audits the reason, and refuses going below zero', async () => {
    await shop.db.update(products).set({ stock: 2 }).where(eq(products.id, plainId));
    const received = await post('catalogue-stock-adjust', { ProductId: plainId, Change: 5, Reason: 'received' }, as(editor));
    expect(received.body.data.Stock).toBe(7);
    expect(await latestAudit()).toMatchObject({ action: 'stock.received', before: { stock: 2 }, after: expect.objectContaining({ stock: 7, reason: 'received' }) });
    const damaged = await post('catalogue-stock-adjust', { ProductId: plainId, Change: -8, Reason: 'damaged' }, { headers: { ...editor.headers, 'accept-language': 'en' } });
    expect(damaged.status).toBe(400);
    expect(damaged.body.errors.Change).toBeTruthy();
    const [row] = await shop.db.select().from(products).where(eq(products.id, plainId));
    expect(row.stock).toBe(7);
  });

  it('lists what runs low', async () => {
    await shop.db.update(products).set({ stock: 1 }).where(eq(products.id, otherPlainId));
    const rows = (await post('catalogue-low-stock', {}, as(editor))).body.data.Rows;
    expect(rows).toEqual(expect.arrayContaining([expect.objectContaining({ ProductId: otherPlainId, Stock: 1, Sku: `VT-${otherPlainId}` })]));
  });
});

describe('photo upload', () => {
  it('re-encodes to AVIF and WebP at the served widths without EXIF, and attaches with alt texts', async () => {
    const jpeg = await pngOf(1600, 1200);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const { status, body } = await post('catalogue-image-upload', { Target: 'product', File: jpeg.toString('base64'), AltTr: 'Kırmızı vazo', AltEn: 'Red vase' }, as(editor));
    expect(status).toBe(200);
    const widths = body.data.Variants.map((v: { Width: number; Format: string }) => `${v.Format}@${v.Width}`).sort();
    expect(widths).toEqual(['avif@1280', 'avif@390', 'avif@828', 'webp@1280', 'webp@390', 'webp@828']);
    const stored = await readMedia(body.data.Path.replace('/media/', ''));
    const meta = await sharp(stored!).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1280 });
    expect(meta.exif).toBeUndefined();
    const avif = await readMedia(body.data.Variants.find((v: { Format: string }) => v.Format === 'avif').Path.replace('/media/', ''));
    expect((await sharp(avif!).metadata()).format).toBe('heif');

    const attached = await post('catalogue-product-photo', { ProductId: plainId, Path: body.data.Path, AltTr: 'Kırmızı vazo', AltEn: 'Red vase' }, as(editor));
    expect(attached.status).toBe(200);
    const [photo] = await shop.db.select().from(productPhotos).where(and(eq(productPhotos.productId, plainId), eq(productPhotos.photoPath, body.data.Path)));
    expect(photo).toMatchObject({ altTr: 'Kırmızı vazo', altEn: 'Red vase' });
  });

  it('refuses a file that is not a picture by its first bytes, and one over 15 MB', async () => {
    const text = Buffer.from('%PDF-1.4 not a picture at all').toString('base64');
    const notImage = await post('catalogue-image-upload', { Target: 'product', File: text }, { headers: { ...editor.headers, 'accept-language': 'en' } });
    expect(notImage.status).toBe(400);
    expect(notImage.body.errors.File).toBe(en.validation.imageType);
    const disguised = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('but broken inside')]).toString('base64');
    const broken = await post('catalogue-image-upload', { Target: 'product', File: disguised }, { headers: { ...editor.headers, 'accept-language': 'tr' } });
    expect(broken.status).toBe(400);
    expect(broken.body.errors.File).toBe(tr.validation.imageType);
    const huge = Buffer.alloc(15 * 1024 * 1024 + 1, 0);
    Buffer.from([0xff, 0xd8, 0xff]).copy(huge);
    const over = await post('catalogue-image-upload', { Target: 'product', File: huge.toString('base64') }, { headers: { ...editor.headers, 'accept-language': 'en' } });
    expect([400, 413]).toContain(over.status);
    expect(over.body.errors.File).toBe(en.validation.fileSize.replace('{max}', '15'));
  });
});

describe('CSV', () => {
  it('exports every product and variation with its SKU', async () => {
    const { body } = await post('catalogue-csv-export', {}, as(editor));
    expect(body.data.Csv.split('\r\n')[0]).toBe('"sku","title_tr","title_en","variation_tr","variation_en","price_try","sale_price_try","price_usd","sale_price_usd","stock","active"');
    expect(body.data.Csv).toContain(`"VT-${plainId}"`);
  });

  it('dry-runs with each row\'s change or error, applies nothing with an error, then applies all in one go', async () => {
    const [variation] = await shop.db.select().from(productVariations).where(eq(productVariations.productId, variedId)).limit(1);
    const bad = ['sku,price_try,sale_price_try,price_usd,sale_price_usd,stock', `VT-${plainId},200.00,150.00,,,9`, `VT-${variedId}-${variation.id},,,,,-3`, 'VT-999999,1,1,1,1,1'].join('\n');
    const dry = (await post('catalogue-csv-import', { Csv: bad }, as(editor))).body.data;
    expect(dry.Rows.map((row: { Error: string | null }) => row.Error)).toEqual([null, 'stock', 'unknownSku']);
    expect(dry.Rows[0].Changes.price_try[1]).toBe(20_000);
    const refused = (await post('catalogue-csv-import', { Csv: bad, Apply: true }, as(editor))).body.data;
    expect(refused.Applied).toBe(false);
    expect((await shop.db.select().from(products).where(eq(products.id, plainId)))[0].priceTry).not.toBe(20_000);

    const fixed = ['sku,price_try,sale_price_try,price_usd,sale_price_usd,stock', `VT-${plainId},200.00,150.00,,,9`, `VT-${variedId}-${variation.id},,,,,3`].join('\n');
    const applied = (await post('catalogue-csv-import', { Csv: fixed, Apply: true }, as(editor))).body.data;
    expect(applied).toMatchObject({ Applied: true, Errors: 0 });
    const [row] = await shop.db.select().from(products).where(eq(products.id, plainId));
    expect(row).toMatchObject({ priceTry: 20_000, salePriceTry: 15_000, stock: 9, discountPercentage: 25 });
    expect((await shop.db.select().from(productVariations).where(eq(productVariations.id, variation.id)))[0].stock).toBe(3);
    expect(await latestAudit()).toMatchObject({ action: 'catalogue.csv-imported' });
  });
});
