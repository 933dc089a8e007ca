/** @jest-environment node */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { categories, designers, productCategories, products, productVariations } from '@/lib/server/db/schema';
import { compareTurkish } from '@/lib/shop/collation';
import { totalStock } from '@/lib/shop/stock';
import { freshShop, post } from '../support/shop';

let shop: Database;
/** The parent category with the most active products, and one of its children that has products filed under it. */
let parent: { id: number; ids: number[] };
let child: { id: number; ids: number[] };

type Card = {
  Id: number;
  Price: number;
  DiscountedPrice: number;
  Currency: string;
  DesignerName: string;
  IsFreeCargo: boolean;
  IsMainVariation: boolean;
  Stock: number;
  Variations: { Stock: number }[];
  TotalCount?: number;
};
type Page = { List: Card[]; Continue: boolean };

/** The active products filed under the category or one of its children, straight from the tables. */
async function productIdsIn(categoryId: number): Promise<number[]> {
  const rows = await shop.db
    .selectDistinct({ id: products.id })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.productId, products.id))
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(and(eq(products.isActive, true), sql`(${categories.id} = ${categoryId} or ${categories.parentId} = ${categoryId})`));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

beforeAll(async () => {
  shop = await freshShop({ products: 400 });
  const mains = await shop.db.select({ id: categories.id }).from(categories).where(isNull(categories.parentId));
  const sized = await Promise.all(mains.map(async (main) => ({ id: main.id, ids: await productIdsIn(main.id) })));
  parent = sized.reduce((a, b) => (b.ids.length > a.ids.length ? b : a));
  const kids = await shop.db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, parent.id));
  const kidSizes = await Promise.all(kids.map(async (kid) => ({ id: kid.id, ids: await productIdsIn(kid.id) })));
  child = kidSizes.reduce((a, b) => (b.ids.length > a.ids.length ? b : a));
}, 120_000);

const languages = [
  { LanguageId: 1, lang: 'tr' as const, currency: 'TRY' },
  { LanguageId: 2, lang: 'en' as const, currency: 'USD' },
];

const list = async (data: Record<string, unknown>): Promise<Page> => {
  const { status, body } = await post('get-category-products', { LanguageId: 1, CategoryId: parent.id, ...data });
  expect(status).toBe(200);
  return body.data;
};

/** Every card of a listing, paged by 24 as the load-more does. */
async function everything(data: Record<string, unknown>): Promise<Card[]> {
  const cards: Card[] = [];
  for (let Skip = 0; ; Skip += 24) {
    const page = await list({ ...data, Skip });
    cards.push(...page.List);
    if (!page.Continue) return cards;
  }
}

const ids = (cards: Card[]) => cards.map((card) => card.Id).sort((a, b) => a - b);

describe('/get-main-categories', () => {
  it.each(languages)('lists the top-level categories in shop order ($lang), marking the one a child sits under', async ({ LanguageId, lang }) => {
    const rows = await shop.db.select().from(categories).where(and(isNull(categories.parentId), eq(categories.isActive, true))).orderBy(categories.sortOrder, categories.id);
    const { status, body } = await post('get-main-categories', { LanguageId, CategoryId: child.id, Take: 24 });
    expect(status).toBe(200);
    const answer: { Id: number; Name: string; Url: string; IsCurrent: boolean }[] = body.data.categories;
    expect(answer.map((each) => each.Id)).toEqual(rows.map((row) => row.id));
    expect(answer.map((each) => each.Name)).toEqual(rows.map((row) => (lang === 'tr' ? row.nameTr : row.nameEn)));
    expect(answer.filter((each) => each.IsCurrent).map((each) => each.Id)).toEqual([parent.id]);
    expect(answer[0].Url).toBe(`/shop/${lang === 'tr' ? rows[0].slugTr : rows[0].slugEn}/${rows[0].id}`);
    expect((await post('get-main-categories', { LanguageId, Take: 2 })).body.data.categories).toHaveLength(2);
  });

  it('answers category_not_found for an unknown category and refuses a Take above 24', async () => {
    const missing = await post('get-main-categories', { LanguageId: 2, CategoryId: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'category_not_found', message: 'Category not found.' });
    expect((await post('get-main-categories', { LanguageId: 1, Take: 25 })).status).toBe(400);
  });
});

describe('/get-child-categories and /get-category-detail', () => {
  it.each(languages)('answer the category, its parent and children ($lang)', async ({ LanguageId, lang }) => {
    const kids = await shop.db.select().from(categories).where(eq(categories.parentId, parent.id)).orderBy(categories.sortOrder, categories.id);
    const { body } = await post('get-child-categories', { LanguageId, CategoryId: parent.id });
    expect(body.data.catData).toMatchObject({ Id: parent.id, ParentId: null });
    expect(body.data.catData.Children.map((each: { Name: string }) => each.Name)).toEqual(kids.map((kid) => (lang === 'tr' ? kid.nameTr : kid.nameEn)));
    const ofChild = (await post('get-child-categories', { LanguageId, CategoryId: child.id })).body.data.catData;
    expect(ofChild).toMatchObject({ Id: child.id, ParentId: parent.id, Children: [] });

    const [row] = await shop.db.select().from(categories).where(eq(categories.id, child.id));
    const detail = (await post('get-category-detail', { LanguageId, CategoryId: child.id })).body.data.category;
    expect(detail).toMatchObject({
      Id: child.id,
      Name: lang === 'tr' ? row.nameTr : row.nameEn,
      Description: lang === 'tr' ? row.descriptionTr : row.descriptionEn,
      Urls: { tr: `/shop/${row.slugTr}/${row.id}`, en: `/shop/${row.slugEn}/${row.id}` },
      Parent: { Id: parent.id },
    });
    expect(detail.Url).toBe(detail.Urls[lang]);
  });

  it.each(['get-child-categories', 'get-category-detail'])('%s: unknown or inactive → category_not_found, junk → 400', async (name) => {
    expect((await post(name, { LanguageId: 1, CategoryId: 999_999 })).body.code).toBe('category_not_found');
    expect((await post(name, { LanguageId: 1, CategoryId: 'x' })).status).toBe(400);
    expect((await post(name, { LanguageId: 1 })).status).toBe(400);
    await shop.db.update(categories).set({ isActive: false }).where(eq(categories.id, child.id));
    try {
      expect((await post(name, { LanguageId: 1, CategoryId: child.id })).status).toBe(404);
    } finally {
      await shop.db.update(categories).set({ isActive: true }).where(eq(categories.id, child.id));
    }
  });
});

describe('/get-category-products', () => {
  it.each(languages)('pages through every product of the category and its children in $lang prices', async ({ LanguageId, currency }) => {
    expect(parent.ids.length).toBeGreaterThan(48);
    const first = await list({ LanguageId });
    expect(first.List).toHaveLength(24);
    expect(first.List[0].TotalCount).toBe(parent.ids.length);
    expect(first.List.slice(1).every((card) => card.TotalCount === undefined)).toBe(true);
    expect(first.List.every((card) => card.Currency === currency)).toBe(true);
    expect(first.Continue).toBe(true);
    const all = await everything({ LanguageId });
    expect(all.map((card) => card.Id)).toHaveLength(new Set(all.map((card) => card.Id)).size);
    expect(ids(all)).toEqual(parent.ids);
    const last = await list({ LanguageId, Skip: parent.ids.length - 1 });
    expect(last.List).toHaveLength(1);
    expect(last.Continue).toBe(false);
    expect(last.List[0].TotalCount).toBe(parent.ids.length);
  });

  it('lists a child category alone, and its products belong to the parent listing too', async () => {
    const own = await everything({ CategoryId: child.id });
    expect(ids(own)).toEqual(child.ids);
    expect(child.ids.length).toBeGreaterThan(0);
    expect(child.ids.length).toBeLessThan(parent.ids.length);
    expect(child.ids.every((id) => parent.ids.includes(id))).toBe(true);
  });

  it('sorts by lowest price, highest price, newest and most popular', async () => {
    const prices = (cards: Card[]) => cards.map((card) => card.DiscountedPrice);
    const lowest = await everything({ OrderBy: 1 });
    expect(prices(lowest)).toEqual([...prices(lowest)].sort((a, b) => a - b));
    const highest = await everything({ OrderBy: 2 });
    expect(prices(highest)).toEqual([...prices(highest)].sort((a, b) => b - a));
    const rows = await shop.db.select({ id: products.id, createdAt: products.createdAt, popularity: products.popularity }).from(products).where(inArray(products.id, parent.ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const newest = (await list({ OrderBy: 0 })).List.map((card) => byId.get(card.Id)!.createdAt.getTime());
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    const popular = (await list({ OrderBy: 3 })).List.map((card) => byId.get(card.Id)!.popularity);
    expect(popular).toEqual([...popular].sort((a, b) => b - a));
    expect((await list({})).List.map((card) => card.Id)).toEqual((await list({ OrderBy: 3 })).List.map((card) => card.Id));
  });

  it.each(languages)('filters by a price range in minor units ($lang); 10000 or null as maximum is no upper bound', async ({ LanguageId }) => {
    const all = await everything({ LanguageId, OrderBy: 1 });
    const middle = all[Math.floor(all.length / 2)].DiscountedPrice;
    const MinPrice = all[Math.floor(all.length / 4)].DiscountedPrice;
    const ranged = await everything({ LanguageId, MinPrice, MaxPrice: middle });
    expect(ids(ranged)).toEqual(ids(all.filter((card) => card.DiscountedPrice >= MinPrice && card.DiscountedPrice <= middle)));
    const top = (await list({ LanguageId, MaxPrice: 1_000_000 })).List[0].TotalCount;
    const none = (await list({ LanguageId, MaxPrice: null })).List[0].TotalCount;
    expect(top).toBe(parent.ids.length);
    expect(none).toBe(parent.ids.length);
  });

  it('filters by several designers', async () => {
    const all = await everything({});
    const names = [...new Set(all.map((card) => card.DesignerName))].slice(0, 2);
    const chosen = await shop.db.select({ id: designers.id }).from(designers).where(inArray(designers.name, names));
    const filtered = await everything({ designerListString: chosen.map((row) => row.id).join(',') });
    expect(ids(filtered)).toEqual(ids(all.filter((card) => names.includes(card.DesignerName))));
    expect(filtered.length).toBeGreaterThan(0);
    expect((await list({ designerListString: '' })).List[0].TotalCount).toBe(parent.ids.length);
  });

  it('filters discounted, in-stock (total-stock rule) and free-cargo products', async () => {
    const all = await everything({});
    const discounted = await everything({ IsOnlyDiscounted: true });
    expect(ids(discounted)).toEqual(ids(all.filter((card) => card.DiscountedPrice < card.Price)));
    expect(discounted.length).toBeGreaterThan(0);
    const cargo = await everything({ IsOnlyFreeCargo: true });
    expect(ids(cargo)).toEqual(ids(all.filter((card) => card.IsFreeCargo)));
    expect(cargo.length).toBeGreaterThan(0);

    // Sell out one variation product and one plain product so both halves of the rule are exercised.
    const variationProduct = all.find((card) => !card.IsMainVariation)!;
    const plainProduct = all.find((card) => card.IsMainVariation)!;
    await shop.db.update(productVariations).set({ stock: 0 }).where(eq(productVariations.productId, variationProduct.Id));
    await shop.db.update(products).set({ stock: 0 }).where(eq(products.id, plainProduct.Id));
    const after = await everything({});
    const stocked = await everything({ IsOnlyStock: true });
    expect(ids(stocked)).toEqual(ids(after.filter((card) => totalStock(card) > 0)));
    expect(ids(stocked)).not.toContain(variationProduct.Id);
    expect(ids(stocked)).not.toContain(plainProduct.Id);
    expect(stocked.length).toBeGreaterThan(0);
    const combined = await everything({ IsOnlyStock: true, IsOnlyDiscounted: true, IsOnlyFreeCargo: true });
    expect(ids(combined)).toEqual(ids(after.filter((card) => totalStock(card) > 0 && card.DiscountedPrice < card.Price && card.IsFreeCargo)));
  });

  it.each(languages)('answers category_not_found in $lang for an unknown category', async ({ LanguageId, lang }) => {
    const { status, body } = await post('get-category-products', { LanguageId, CategoryId: 999_999 });
    expect(status).toBe(404);
    expect(body).toMatchObject({ succeeded: false, code: 'category_not_found', message: lang === 'tr' ? 'Kategori bulunamadı.' : 'Category not found.' });
  });

  it.each([
    { MaxPrice: -1 },
    { MaxPrice: 1_000_001 },
    { MinPrice: 1.5 },
    { OrderBy: 7 },
    { Take: 25 },
    { Skip: -1 },
    { designerListString: 'abc' },
    { designerListString: '1,,2' },
    { designerListString: '99999999999' },
    { IsOnlyStock: 'yes please' },
    { CategoryId: 0 },
  ])('refuses bad input %j with a localized validation message', async (bad) => {
    const { status, body } = await post('get-category-products', { LanguageId: 2, CategoryId: parent.id, ...bad });
    expect(status).toBe(400);
    expect(body.code).toBe('validation_failed');
    expect(typeof body.message).toBe('string');
  });
});

describe('/get-filter-designers', () => {
  it('lists the active designers with products in Turkish order, narrowed to a category when given', async () => {
    const { body } = await post('get-filter-designers', { LanguageId: 1 });
    const names: string[] = body.data.designers.map((each: { Name: string }) => each.Name);
    expect(names).toEqual([...names].sort(compareTurkish));
    const withProducts = await shop.db.selectDistinct({ id: products.designerId }).from(products).where(eq(products.isActive, true));
    expect(names).toHaveLength(withProducts.length);
    const narrowed: { Id: number; Name: string }[] = (await post('get-filter-designers', { LanguageId: 2, CategoryId: child.id })).body.data.designers;
    const inChild = await everything({ CategoryId: child.id });
    expect(narrowed.map((each) => each.Name).sort()).toEqual([...new Set(inChild.map((card) => card.DesignerName))].sort());
  });
});

describe('/get-catalog-url', () => {
  it.each(languages)('answers the full address in $lang for either language’s slug of a category or a product', async ({ LanguageId, lang }) => {
    const [category] = await shop.db.select().from(categories).where(eq(categories.isActive, true)).limit(1);
    for (const slug of [category.slugTr, category.slugEn, category.slugEn.toUpperCase()]) {
      const { status, body } = await post('get-catalog-url', { LanguageId, Kind: 'category', Url: slug });
      expect(status).toBe(200);
      expect(body.data.Url).toBe(`/shop/${lang === 'tr' ? category.slugTr : category.slugEn}/${category.id}`);
    }
    const [product] = await shop.db.select().from(products).where(eq(products.isActive, true)).limit(1);
    const { body } = await post('get-catalog-url', { LanguageId, Kind: 'product', Url: product.slugEn });
    // Titles may repeat: the answer is a product with that slug, in this language.
    const [named] = await shop.db.select().from(products).where(eq(products.id, Number(body.data.Url.split('/').pop())));
    expect(named.slugEn).toBe(product.slugEn);
    expect(body.data.Url).toBe(`/productdetail/${lang === 'tr' ? named.slugTr : named.slugEn}/${named.id}`);
  });

  it('prefers the most popular product when a slug names several, and never an inactive one', async () => {
    const rows = await shop.db.select().from(products).limit(3);
    await shop.db.update(products).set({ slugTr: 'ayni-ad', popularity: 1 }).where(eq(products.id, rows[0].id));
    await shop.db.update(products).set({ slugTr: 'ayni-ad', popularity: 9 }).where(eq(products.id, rows[1].id));
    await shop.db.update(products).set({ slugTr: 'ayni-ad', popularity: 99, isActive: false }).where(eq(products.id, rows[2].id));
    try {
      const { body } = await post('get-catalog-url', { LanguageId: 1, Kind: 'product', Url: 'ayni-ad' });
      expect(body.data.Url).toBe(`/productdetail/ayni-ad/${rows[1].id}`);
    } finally {
      for (const row of rows) await shop.db.update(products).set({ slugTr: row.slugTr, popularity: row.popularity, isActive: row.isActive }).where(eq(products.id, row.id));
    }
  });

  it.each(languages)('answers not found in $lang for an unknown slug, and a validation error for one no slug could be', async ({ LanguageId, lang }) => {
    const missing = await post('get-catalog-url', { LanguageId, Kind: 'category', Url: 'no-such-thing' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ succeeded: false, code: 'category_not_found', message: lang === 'tr' ? expect.stringMatching(/Kategori/) : 'Category not found.' });
    for (const Url of ['', 'a--b', 'çiçek', '../x', 'x'.repeat(201)]) expect((await post('get-catalog-url', { LanguageId, Kind: 'product', Url })).status).toBe(400);
    expect((await post('get-catalog-url', { LanguageId, Kind: 'designer', Url: 'x' })).status).toBe(400);
  });
});
