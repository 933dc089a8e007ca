/** @jest-environment node */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { categories, designers, productCategories, products } from '@/lib/server/db/schema';
import { refreshSearchDocuments } from '@/lib/server/services/search-index';
import { freshShop, post } from '../support/shop';

type Card = { Id: number; Title: string; DesignerName: string; Price: number; DiscountedPrice: number; IsFreeCargo: boolean; TotalCount?: number; Currency: string };
type Page = { List: Card[]; Continue: boolean };

let shop: Database;
let plate: number;
let lighting: number;

const search = async (data: Record<string, unknown>) => {
  const { status, body } = await post('get-search-results', { LanguageId: 1, ...data });
  return { status, body, page: body.data as Page };
};
const ids = (page: Page) => page.List.map((card) => card.Id);

beforeAll(async () => {
  shop = await freshShop({ products: 640 });
  const [designer] = await shop.db.select().from(designers).where(eq(designers.name, 'Nur Ceramics'));
  [{ id: lighting }] = await shop.db.select({ id: categories.id }).from(categories).where(eq(categories.slugTr, 'aydinlatma'));
  const [row] = await shop.db
    .insert(products)
    .values({
      designerId: designer.id, titleTr: 'Çiçekli İstanbul Tabağı', titleEn: 'Floral Istanbul Plate', slugTr: 'cicekli-istanbul-tabagi', slugEn: 'floral-istanbul-plate',
      mainPhoto: '/media/demo/test-plate.jpg', priceTry: 120000, salePriceTry: 120000, priceUsd: 4000, salePriceUsd: 4000, popularity: 0, isMustHave: true,
    })
    .returning({ id: products.id });
  await shop.db.insert(productCategories).values({ productId: row.id, categoryId: lighting });
  await refreshSearchDocuments(shop.db, [row.id]);
  plate = row.id;
}, 180_000);

describe('/get-search-results', () => {
  it('finds the same products for every spelling of İstanbul, the title hit first, with TotalCount on the first card', async () => {
    const pages = await Promise.all(['istanbul', 'İstanbul', 'ISTANBUL', 'ıstanbul'].map((searchText) => search({ searchText })));
    for (const { status } of pages) expect(status).toBe(200);
    for (const { page } of pages.slice(1)) expect(ids(page)).toEqual(ids(pages[0].page));
    expect(pages[0].page.List[0].Id).toBe(plate);
    expect(pages[0].page.List[0].TotalCount).toBe(pages[0].page.List.length);
    for (const card of pages[0].page.List.slice(1)) expect(card.TotalCount).toBeUndefined();
  });

  it('folds Turkish letters and forgives one mistyped letter', async () => {
    expect(ids((await search({ searchText: 'cicek' })).page)).toContain(plate);
    expect(ids((await search({ searchText: 'tabgı' })).page)).toContain(plate);
    expect(ids((await search({ searchText: 'Floral', LanguageId: 2 })).page)).toContain(plate);
  });

  it('without text lists the whole catalogue, 24 at a time, Continue while more follow', async () => {
    const total = (await shop.db.select({ id: products.id }).from(products).where(eq(products.isActive, true))).length;
    const first = (await search({})).page;
    expect(first.List).toHaveLength(24);
    expect(first.List[0].TotalCount).toBe(total);
    expect(first.Continue).toBe(true);
    const last = (await search({ Skip: total - 5 })).page;
    expect(last.List).toHaveLength(5);
    expect(last.Continue).toBe(false);
    const second = (await search({ Skip: 24 })).page;
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
  });

  it('narrows by must-have, featured, category (its children too), price, flags and designers, and sorts by price', async () => {
    const mustHave = (await search({ IsMustHave: true, Take: 24 })).page;
    const mustHaveIds = (await shop.db.select({ id: products.id }).from(products).where(and(eq(products.isMustHave, true), eq(products.isActive, true)))).map((row) => row.id);
    expect(mustHave.List[0].TotalCount).toBe(mustHaveIds.length);
    for (const id of ids(mustHave)) expect(mustHaveIds).toContain(id);
    const featured = (await search({ IsFeatured: true })).page;
    const featuredIds = (await shop.db.select({ id: products.id }).from(products).where(eq(products.isFeatured, true))).map((row) => row.id);
    for (const id of ids(featured)) expect(featuredIds).toContain(id);

    const [parent] = await shop.db.select().from(categories).where(eq(categories.id, lighting));
    const tree = (await shop.db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, parent.parentId ?? parent.id))).map((row) => row.id);
    const inTree = new Set((await shop.db.select({ id: productCategories.productId }).from(productCategories).where(inArray(productCategories.categoryId, [parent.parentId ?? parent.id, ...tree]))).map((row) => row.id));
    const byCategory = (await search({ CategoryId: parent.parentId ?? parent.id, OrderBy: 1 })).page;
    expect(byCategory.List.length).toBeGreaterThan(0);
    for (const id of ids(byCategory)) expect(inTree.has(id)).toBe(true);
    const prices = byCategory.List.map((card) => card.DiscountedPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const highest = (await search({ OrderBy: 2 })).page.List.map((card) => card.DiscountedPrice);
    expect(highest).toEqual([...highest].sort((a, b) => b - a));

    const cheap = (await search({ MinPrice: 10000, MaxPrice: 50000 })).page;
    for (const card of cheap.List) expect(card.DiscountedPrice).toBeGreaterThanOrEqual(10000);
    for (const card of cheap.List) expect(card.DiscountedPrice).toBeLessThanOrEqual(50000);
    for (const card of (await search({ IsOnlyDiscounted: true })).page.List) expect(card.DiscountedPrice).toBeLessThan(card.Price);
    for (const card of (await search({ IsOnlyFreeCargo: true })).page.List) expect(card.IsFreeCargo).toBe(true);
    const [nur] = await shop.db.select().from(designers).where(eq(designers.name, 'Nur Ceramics'));
    const byDesigner = (await search({ designerListString: String(nur.id) })).page;
    for (const card of byDesigner.List) expect(card.DesignerName).toBe('Nur Ceramics');
  });

  it('a popular-first search puts title hits before designer and category hits; an explicit sort wins', async () => {
    const popular = (await search({ searchText: 'istanbul' })).page;
    expect(popular.List[0].Id).toBe(plate);
    const cheapest = (await search({ searchText: 'istanbul', OrderBy: 1 })).page.List.map((card) => card.DiscountedPrice);
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
  });

  it('answers an empty list, not an error, for a search that matches nothing', async () => {
    const { status, page } = await search({ searchText: 'qqqxxyyzz' });
    expect(status).toBe(200);
    expect(page).toEqual({ List: [], Continue: false });
  });

  it.each([
    { Skip: -1 },
    { Take: 25 },
    { Take: 0 },
    { MinPrice: -5 },
    { MaxPrice: 100_000_000 },
    { OrderBy: 7 },
    { CategoryId: 'x' },
    { designerListString: '1,,2' },
    { searchText: 'x'.repeat(500) },
    { IsMustHave: 'sometimes' },
  ])('refuses bad input %j with a localized 400', async (data) => {
    for (const LanguageId of [1, 2]) {
      const { status, body } = await search({ ...data, LanguageId });
      expect(status).toBe(400);
      expect(body.succeeded).toBe(false);
      expect(body.message.length).toBeGreaterThan(0);
    }
  });

  it('answers category_not_found for an unknown category, in the caller’s language', async () => {
    const tr = await search({ CategoryId: 999_999 });
    expect(tr.status).toBe(404);
    expect(tr.body.message).toBe('Kategori bulunamadı.');
    expect((await search({ CategoryId: 999_999, LanguageId: 2 })).body.message).toBe('Category not found.');
  });
});
