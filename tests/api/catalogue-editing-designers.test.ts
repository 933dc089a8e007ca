/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { auditLog, cacheRevalidations, designers, products } from '@/lib/server/db/schema';
import { designerTag, productTag } from '@/lib/server/cache/tags';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { operatorWithSession } from '../support/operators';
import { freshShop, post } from '../support/shop';

/*
 * The back-office's designer calls (issue 23): editors and the owner only, a field message in the
 * operator's language for bad input with nothing saved, the 409 of the later save, and what a save
 * leaves (clean descriptions, audit row, the marks of the designer and of its products' listings).
 */
let shop: Database;
let editor: Awaited<ReturnType<typeof operatorWithSession>>;
let owner: Awaited<ReturnType<typeof operatorWithSession>>;
let staff: Awaited<ReturnType<typeof operatorWithSession>>;
let designerId = 0;
let otherSlug = '';

beforeAll(async () => {
  process.env.VITRIN_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-designers-'));
  shop = await freshShop({ products: 6 });
  [editor, owner, staff] = await Promise.all([operatorWithSession('editor'), operatorWithSession('owner'), operatorWithSession('staff')]);
  const [withProducts] = await shop.db.select({ id: products.designerId }).from(products).limit(1);
  designerId = withProducts.id;
  const [other] = await shop.db.select().from(designers).where(eq(designers.id, designerId === 1 ? 2 : 1));
  otherSlug = other.slug;
});

const as = (who: { headers: Record<string, string> }, lang = 'en') => ({ headers: { ...who.headers, 'accept-language': lang } });

async function saveBody(change: Record<string, unknown> = {}) {
  const d = (await post('catalogue-designer', { DesignerId: designerId }, as(editor))).body.data;
  return { ...d, ...change };
}

describe('who may call', () => {
  it.each([
    ['catalogue-designers', {}],
    ['catalogue-designer', { DesignerId: 1 }],
    ['catalogue-designer-save', { DesignerId: 1, Version: 1, Name: 'X' }],
  ] as const)('%s: none 401, staff 403, editor and owner pass the role check', async (name, data) => {
    expect((await post(name, data)).status).toBe(401);
    expect((await post(name, data, as(staff))).status).toBe(403);
    for (const who of [editor, owner]) expect((await post(name, data, as(who))).status).not.toBe(403);
  });

  it('lists every designer with its product count', async () => {
    const { status, body } = await post('catalogue-designers', {}, as(editor));
    expect(status).toBe(200);
    const row = body.data.Rows.find((r: { DesignerId: number }) => r.DesignerId === designerId);
    expect(row.Products).toBeGreaterThan(0);
  });
});

describe('designer save', () => {
  it('saves the name and a clean description, audits, and marks the designer and its products', async () => {
    const before = Date.now();
    const body = await saveBody({ Name: 'Atölye Yeni', Slug: '', DescriptionEn: '<p onclick="x()">Made by hand<script>alert(1)</script></p>' });
    const { status, body: reply } = await post('catalogue-designer-save', body, as(editor));
    expect(status).toBe(200);
    expect(reply.data).toMatchObject({ Version: body.Version + 1, Slug: 'atolye-yeni' });
    expect(reply.data.Removed.DescriptionEn).toEqual(expect.arrayContaining(['<script>']));
    const [row] = await shop.db.select().from(designers).where(eq(designers.id, designerId));
    expect(row).toMatchObject({ name: 'Atölye Yeni', slug: 'atolye-yeni', descriptionEn: '<p>Made by hand</p>' });
    const [audit] = await shop.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'designer.saved', entity: 'designer', entityId: String(designerId), operatorEmail: editor.email });
    const [product] = await shop.db.select({ id: products.id }).from(products).where(eq(products.designerId, designerId)).limit(1);
    for (const tag of [designerTag(designerId), productTag(product.id)]) {
      const marks = await shop.db.select().from(cacheRevalidations).where(eq(cacheRevalidations.tag, tag));
      expect(marks[0].expiredAt).toBeGreaterThanOrEqual(before);
    }
    expect(await shop.db.select().from(cacheRevalidations).where(eq(cacheRevalidations.tag, '*'))).toHaveLength(0);
  });

  it.each([
    ['a slug another designer has', () => ({ Slug: otherSlug }), 'Slug', 'slugTaken'],
    ['a malformed slug', () => ({ Slug: 'Not A Slug' }), 'Slug', 'slug'],
    ['a logo the shop did not store', () => ({ Logo: 'https://elsewhere.example/logo.png' }), 'Logo', 'type'],
    ['a one-letter name', () => ({ Name: 'A' }), 'Name', 'minLength'],
  ] as const)('refuses %s with the field named in tr and en, saving nothing', async (_what, change, field, key) => {
    const body = await saveBody({ DescriptionTr: 'Hiç kaydedilmemeli', ...change() });
    for (const [lang, messages] of [['tr', tr], ['en', en]] as const) {
      const { status, body: reply } = await post('catalogue-designer-save', body, as(editor, lang));
      expect(status).toBe(400);
      expect(reply.errors[field]).toBe(messages.validation[key].replace('{min}', '2'));
    }
    const [row] = await shop.db.select().from(designers).where(eq(designers.id, designerId));
    expect(row.descriptionTr).not.toBe('Hiç kaydedilmemeli');
    expect(row.version).toBe(body.Version);
  });

  it('keeps a logo the upload pipeline stored for designers', async () => {
    const logo = '/media/uploads/designerLogo/0b7f7a52-55a4-4a5e-9d3c-8c1f7f6b1a11/384.webp';
    expect((await post('catalogue-designer-save', await saveBody({ Logo: logo }), as(editor))).status).toBe(200);
    const [row] = await shop.db.select().from(designers).where(eq(designers.id, designerId));
    expect(row.logo).toBe(logo);
  });

  it('tells the later of two saves from one version that the record changed (409), keeping the first', async () => {
    const first = await saveBody({ Name: 'First editor' });
    expect((await post('catalogue-designer-save', first, as(editor))).status).toBe(200);
    const late = await post('catalogue-designer-save', { ...first, Name: 'Second editor' }, as(owner));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(en.errors.record_changed);
    const [row] = await shop.db.select().from(designers).where(eq(designers.id, designerId));
    expect(row.name).toBe('First editor');
  });

  it('answers 404 for a designer that is not there', async () => {
    expect((await post('catalogue-designer-save', await saveBody({ DesignerId: 999_999 }), as(editor))).status).toBe(404);
  });
});
