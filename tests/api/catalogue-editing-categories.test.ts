/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { auditLog, cacheRevalidations, categories, productCategories, products } from '@/lib/server/db/schema';
import { categoryTag, LISTING_TAGS, TAGS } from '@/lib/server/cache/tags';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { operatorWithSession } from '../support/operators';
import { freshShop, post } from '../support/shop';

/*
 * The back-office's category calls (issue 23): editors and the owner only; the tree in order; a
 * save with field messages in the operator's language and the 409; moving among siblings; and a
 * product moved between categories marking both listings.
 */
let shop: Database;
let editor: Awaited<ReturnType<typeof operatorWithSession>>;
let owner: Awaited<ReturnType<typeof operatorWithSession>>;
let staff: Awaited<ReturnType<typeof operatorWithSession>>;

type Row = { CategoryId: number; ParentId: number | null; Depth: number; Version: number; SlugTr: string; SlugEn: string; CanMoveUp: boolean; CanMoveDown: boolean };

beforeAll(async () => {
  process.env.VITRIN_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-categories-'));
  shop = await freshShop({ products: 6 });
  [editor, owner, staff] = await Promise.all([operatorWithSession('editor'), operatorWithSession('owner'), operatorWithSession('staff')]);
});

const as = (who: { headers: Record<string, string> }, lang = 'en') => ({ headers: { ...who.headers, 'accept-language': lang } });
const tree = async (): Promise<Row[]> => (await post('catalogue-categories', {}, as(editor))).body.data.Rows;
const topLevel = async () => (await tree()).filter((row) => row.ParentId === null);
const load = async (id: number) => (await post('catalogue-category', { CategoryId: id }, as(editor))).body.data;
const markedSince = async (tag: string, since: number) => (await shop.db.select().from(cacheRevalidations).where(eq(cacheRevalidations.tag, tag))).some((mark) => mark.expiredAt >= since);

describe('who may call', () => {
  it.each([
    ['catalogue-categories', {}],
    ['catalogue-category', { CategoryId: 1 }],
    ['catalogue-category-save', { CategoryId: 1, Version: 1, NameTr: 'Xx', NameEn: 'Xx' }],
    ['catalogue-category-move', { CategoryId: 1, Version: 1, Direction: 'up' }],
    ['catalogue-product-categories', { ProductId: 1, Version: 1, CategoryIds: [1] }],
    ['catalogue-category-create', { NameTr: 'Xx', NameEn: 'Xx' }],
    ['catalogue-category-delete', { CategoryId: 1, Version: 1 }],
    ['catalogue-category-parent', { CategoryId: 1, Version: 1, ParentId: null }],
  ] as const)('%s: none 401, staff 403, editor and owner pass the role check', async (name, data) => {
    expect((await post(name, data)).status).toBe(401);
    expect((await post(name, data, as(staff))).status).toBe(403);
    for (const who of [editor, owner]) expect((await post(name, data, as(who))).status).not.toBe(403);
  });

  it('gives the tree with each child right after its parent', async () => {
    const rows = await tree();
    expect(rows.length).toBeGreaterThan(1);
    rows.forEach((row, index) => {
      if (row.ParentId === null) expect(row.Depth).toBe(0);
      else expect(rows.slice(0, index).some((earlier) => earlier.CategoryId === row.ParentId)).toBe(true);
    });
  });
});

describe('category save', () => {
  it('saves names and a clean description, audits, marks the category and the tree', async () => {
    const [first] = await topLevel();
    const body = { ...(await load(first.CategoryId)), NameEn: 'Lighting Objects', SlugEn: '', DescriptionTr: '<p>Işık<script>x()</script></p>' };
    const since = Date.now();
    const { status, body: reply } = await post('catalogue-category-save', body, as(editor));
    expect(status).toBe(200);
    expect(reply.data).toMatchObject({ Version: body.Version + 1, SlugEn: 'lighting-objects' });
    expect(reply.data.Removed.DescriptionTr).toContain('<script>');
    const [row] = await shop.db.select().from(categories).where(eq(categories.id, first.CategoryId));
    expect(row).toMatchObject({ nameEn: 'Lighting Objects', descriptionTr: '<p>Işık</p>' });
    const [audit] = await shop.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'category.saved', entityId: String(first.CategoryId), operatorEmail: editor.email });
    expect(await markedSince(categoryTag(first.CategoryId), since)).toBe(true);
    expect(await markedSince(TAGS.catalog, since)).toBe(true);
  });

  it.each([
    ['a slug a sibling has', 'SlugTr', 'slugTaken'],
    ['a malformed slug', 'SlugEn', 'slug'],
  ] as const)('refuses %s with the field named in tr and en, saving nothing', async (what, field, key) => {
    const [first, second] = await topLevel();
    const value = what === 'a malformed slug' ? 'Not A Slug' : second.SlugTr;
    const body = { ...(await load(first.CategoryId)), NameTr: 'Kaydedilmemeli', [field]: value };
    for (const [lang, messages] of [['tr', tr], ['en', en]] as const) {
      const { status, body: reply } = await post('catalogue-category-save', body, as(editor, lang));
      expect(status).toBe(400);
      expect(reply.errors[field]).toBe(messages.validation[key]);
    }
    const [row] = await shop.db.select().from(categories).where(eq(categories.id, first.CategoryId));
    expect(row.nameTr).not.toBe('Kaydedilmemeli');
    expect(row.version).toBe(body.Version);
  });

  it('refreshes the search text of the products filed under a renamed category or its children, and marks the search lists', async () => {
    const [child] = await shop.db.select().from(categories).innerJoin(productCategories, eq(productCategories.categoryId, categories.id)).where(isNotNull(categories.parentId)).limit(1);
    const parentId = child.categories.parentId!;
    const since = Date.now();
    const saved = await post('catalogue-category-save', { ...(await load(parentId)), NameEn: 'Zebraglass', NameTr: 'Zebracam' }, as(editor));
    expect(saved.status).toBe(200);
    const [product] = await shop.db.select({ words: products.searchDocument }).from(products).where(eq(products.id, child.product_categories.productId));
    expect(product.words.split(' ')).toEqual(expect.arrayContaining(['zebraglass', 'zebracam']));
    expect(await markedSince(LISTING_TAGS.search, since)).toBe(true);
    const found = await post('get-search-results', { searchText: 'zebraglass', LanguageId: 2, Take: 24 });
    expect(found.body.data.List.map((card: { Id: number }) => card.Id)).toContain(child.product_categories.productId);
  });

  it('gives the later of two saves from one version a 409, keeping the first', async () => {
    const [first] = await topLevel();
    const body = await load(first.CategoryId);
    expect((await post('catalogue-category-save', { ...body, NameEn: 'First editor' }, as(editor))).status).toBe(200);
    const late = await post('catalogue-category-save', { ...body, NameEn: 'Second editor' }, as(owner));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(en.errors.record_changed);
    const [row] = await shop.db.select().from(categories).where(eq(categories.id, first.CategoryId));
    expect(row.nameEn).toBe('First editor');
  });
});

describe('category order', () => {
  it('moves the second top-level category above the first, and the first cannot move up', async () => {
    const [first, second] = await topLevel();
    expect(first.CanMoveUp).toBe(false);
    const { status, body } = await post('catalogue-category-move', { CategoryId: second.CategoryId, Version: second.Version, Direction: 'up' }, as(editor));
    expect(status).toBe(200);
    expect(body.data.Moved).toBe(true);
    const [newFirst, newSecond] = await topLevel();
    expect([newFirst.CategoryId, newSecond.CategoryId]).toEqual([second.CategoryId, first.CategoryId]);
    const stale = await post('catalogue-category-move', { CategoryId: second.CategoryId, Version: second.Version, Direction: 'down' }, as(editor));
    expect(stale.status).toBe(409);
  });
});

describe('a product\'s categories', () => {
  it('moves a product to another category, marking the listing it left and the one it joined', async () => {
    const [filing] = await shop.db.select().from(productCategories).limit(1);
    const [product] = await shop.db.select().from(products).where(eq(products.id, filing.productId));
    const target = (await tree()).find((row) => row.CategoryId !== filing.categoryId)!;
    const since = Date.now();
    const { status } = await post('catalogue-product-categories', { ProductId: product.id, Version: product.categoriesVersion, CategoryIds: [target.CategoryId] }, as(editor));
    expect(status).toBe(200);
    const now = await shop.db.select().from(productCategories).where(eq(productCategories.productId, product.id));
    expect(now.map((row) => row.categoryId)).toEqual([target.CategoryId]);
    expect(now[0].designerId).toBe(product.designerId);
    expect(await markedSince(categoryTag(filing.categoryId), since)).toBe(true);
    expect(await markedSince(categoryTag(target.CategoryId), since)).toBe(true);
  });

  it('refuses a category that is not there with the field named, keeping the filing', async () => {
    const [filing] = await shop.db.select().from(productCategories).limit(1);
    const [product] = await shop.db.select().from(products).where(eq(products.id, filing.productId));
    const { status, body } = await post('catalogue-product-categories', { ProductId: product.id, Version: product.categoriesVersion, CategoryIds: [999_999] }, as(editor, 'tr'));
    expect(status).toBe(400);
    expect(body.errors.CategoryIds).toBe(tr.validation.type);
    expect((await shop.db.select().from(productCategories).where(eq(productCategories.productId, product.id))).length).toBeGreaterThan(0);
  });
});

describe('a product\'s categories beside its open form', () => {
  it('keeps the form\'s version: the form saves after the categories were saved, and a stale filing gets its own 409', async () => {
    const [filing] = await shop.db.select().from(productCategories).limit(1);
    const form = (await post('catalogue-product', { ProductId: filing.productId }, as(editor))).body.data;
    const target = (await tree()).find((row) => row.CategoryId !== filing.categoryId)!;
    const filed = await post('catalogue-product-categories', { ProductId: form.ProductId, Version: form.CategoriesVersion, CategoryIds: [target.CategoryId] }, as(editor));
    expect(filed.status).toBe(200);
    expect(filed.body.data.Version).toBe(form.CategoriesVersion + 1);
    const fields = Object.fromEntries(Object.entries(form).filter(([key]) => !['Sku', 'CategoriesVersion', 'Designer', 'HasVariations', 'MainPhoto', 'Categories', 'Photos', 'Variations'].includes(key)));
    const saved = await post('catalogue-product-save', { ...fields, TitleEn: 'Saved after filing', VariationStocks: form.Variations.map((v: { Id: number; Stock: number }) => ({ Id: v.Id, Stock: v.Stock })) }, as(editor));
    expect(saved.status).toBe(200);
    const stale = await post('catalogue-product-categories', { ProductId: form.ProductId, Version: form.CategoriesVersion, CategoryIds: [filing.categoryId] }, as(owner));
    expect(stale.status).toBe(409);
    expect((await shop.db.select().from(productCategories).where(eq(productCategories.productId, form.ProductId))).map((row) => row.categoryId)).toEqual([target.CategoryId]);
  });
});

describe('creating, deleting and re-parenting categories', () => {
  it('creates a child last among its siblings with slugs from its names, marking the parent and the tree', async () => {
    const [parent] = await topLevel();
    const since = Date.now();
    const { status, body } = await post('catalogue-category-create', { ParentId: parent.CategoryId, NameTr: 'Çay Bardakları', NameEn: 'Tea Glasses' }, as(editor));
    expect(status).toBe(200);
    const rows = await tree();
    const made = rows.find((row) => row.CategoryId === body.data.CategoryId)!;
    expect(made).toMatchObject({ ParentId: parent.CategoryId, SlugTr: 'cay-bardaklari', SlugEn: 'tea-glasses', CanMoveDown: false });
    expect(await markedSince(categoryTag(parent.CategoryId), since)).toBe(true);
    expect(await markedSince(TAGS.catalog, since)).toBe(true);
    const twin = await post('catalogue-category-create', { ParentId: parent.CategoryId, NameTr: 'Çay bardakları', NameEn: 'Other' }, as(editor, 'tr'));
    expect(twin.status).toBe(400);
    expect(twin.body.errors.NameTr).toBe(tr.validation.slugTaken);
  });

  it('deletes only an empty category, else says why', async () => {
    const { body: made } = await post('catalogue-category-create', { ParentId: null, NameTr: 'Geçici', NameEn: 'Temporary' }, as(editor));
    const [filing] = await shop.db.select().from(productCategories).limit(1);
    const [full] = (await tree()).filter((row) => row.CategoryId === filing.categoryId);
    const refused = await post('catalogue-category-delete', { CategoryId: full.CategoryId, Version: full.Version }, as(editor, 'tr'));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(tr.errors.category_not_empty);
    expect(await shop.db.select().from(categories).where(eq(categories.id, full.CategoryId))).toHaveLength(1);
    const deleted = await post('catalogue-category-delete', { CategoryId: made.data.CategoryId, Version: made.data.Version }, as(editor));
    expect(deleted.status).toBe(200);
    expect(await shop.db.select().from(categories).where(eq(categories.id, made.data.CategoryId))).toHaveLength(0);
    const [audit] = await shop.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'category.deleted', entityId: String(made.data.CategoryId) });
  });

  it('moves a category under another parent, never under itself or its own subtree', async () => {
    const { body: a } = await post('catalogue-category-create', { ParentId: null, NameTr: 'Üst Dal', NameEn: 'Upper Branch' }, as(editor));
    const { body: b } = await post('catalogue-category-create', { ParentId: a.data.CategoryId, NameTr: 'Alt Dal', NameEn: 'Lower Branch' }, as(editor));
    const cycle = await post('catalogue-category-parent', { CategoryId: a.data.CategoryId, Version: a.data.Version, ParentId: b.data.CategoryId }, as(editor));
    expect(cycle.status).toBe(409);
    expect(cycle.body.message).toBe(en.errors.category_cycle);
    const self = await post('catalogue-category-parent', { CategoryId: a.data.CategoryId, Version: a.data.Version, ParentId: a.data.CategoryId }, as(editor));
    expect(self.status).toBe(409);
    const [other] = (await topLevel()).filter((row) => row.CategoryId !== a.data.CategoryId);
    const since = Date.now();
    const moved = await post('catalogue-category-parent', { CategoryId: b.data.CategoryId, Version: b.data.Version, ParentId: other.CategoryId }, as(editor));
    expect(moved.status).toBe(200);
    expect((await tree()).find((row) => row.CategoryId === b.data.CategoryId)).toMatchObject({ ParentId: other.CategoryId, Depth: 1 });
    expect(await markedSince(categoryTag(a.data.CategoryId), since)).toBe(true);
    expect(await markedSince(categoryTag(other.CategoryId), since)).toBe(true);
    const top = await post('catalogue-category-parent', { CategoryId: b.data.CategoryId, Version: moved.body.data.Version, ParentId: null }, as(editor));
    expect(top.status).toBe(200);
    expect((await tree()).find((row) => row.CategoryId === b.data.CategoryId)).toMatchObject({ ParentId: null, Depth: 0 });
  });
});
