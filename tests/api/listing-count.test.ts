/** @jest-environment node */
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { COUNT_LIMIT, RANK_WINDOW } from '@/lib/server/services/product-listing';
import { refreshSearchDocuments } from '@/lib/server/services/search-index';
import { freshShop, post } from '../support/shop';

type Page = { List: { Id: number; TotalCount?: number; TotalCountAtLeast?: true }[]; Continue: boolean };

let shop: Database;
let categoryId: number;
let active: number;
// More products than the count's limit, all filed under one child category (its parent's listing gets them too).
beforeAll(async () => {
  shop = await freshShop({ products: COUNT_LIMIT + 150 });
  const [child] = await rows('select id from categories where parent_id is not null order by id limit 1');
  categoryId = Number(child.id);
  await shop.db.execute(sql.raw(`insert into product_categories (product_id, category_id) select id, ${categoryId} from products on conflict do nothing`));
  active = Number((await rows(`select count(*)::int as n from category_listings where category_id = ${categoryId} and is_active`))[0].n);
}, 300_000);

async function rows(query: string) {
  return ((await shop.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
}

async function list(filter: Record<string, unknown>): Promise<Page> {
  const listing = { LanguageId: 1, CategoryId: categoryId, OrderBy: 0, MinPrice: 0, MaxPrice: null, designerListString: null, IsOnlyDiscounted: false, IsOnlyStock: false, IsOnlyFreeCargo: false, Take: 24, Skip: 0 };
  const { status, body } = await post('get-category-products', { ...listing, ...filter });
  expect(status).toBe(200);
  return body.data as Page;
}

describe('a category listing’s TotalCount (ADR 0060)', () => {
  it('is exact without a filter, however many the category holds (category_listing_counts)', async () => {
    expect(active).toBeGreaterThan(COUNT_LIMIT);
    const page = await list({});
    expect(page.List[0]).toMatchObject({ TotalCount: active });
    expect(page.List[0].TotalCountAtLeast).toBeUndefined();
    expect(page.Continue).toBe(true);
  });

  it('stops a filtered count at the limit and says it is a lower bound', async () => {
    const page = await list({ MinPrice: 1 });
    expect(page.List[0]).toMatchObject({ TotalCount: COUNT_LIMIT, TotalCountAtLeast: true });
    expect(page.Continue).toBe(true);
  });

  it('counts a filtered listing as far as the page it is asked for, and exactly at its end', async () => {
    const skip = COUNT_LIMIT - 12;
    const near = await list({ MinPrice: 1, Skip: skip });
    // The bound is the page's end (past the limit here): beyond it still more, or the exact count.
    const reach = skip + 24;
    expect(near.List[0]).toMatchObject(active > reach ? { TotalCount: reach, TotalCountAtLeast: true } : { TotalCount: active });
    const last = await list({ MinPrice: 1, Skip: active - 5 });
    expect(last.List).toHaveLength(5);
    expect(last.List[0]).toMatchObject({ TotalCount: active });
    expect(last.List[0].TotalCountAtLeast).toBeUndefined();
    expect(last.Continue).toBe(false);
  });

  it('is exact when a filter leaves fewer than the limit', async () => {
    const [{ price }] = await rows(`select percentile_disc(0.9) within group (order by sale_price_try) as price from category_listings where category_id = ${categoryId} and is_active`);
    const [{ n }] = await rows(`select count(*)::int as n from category_listings where category_id = ${categoryId} and is_active and sale_price_try >= ${price}`);
    expect(Number(n)).toBeLessThan(COUNT_LIMIT);
    const page = await list({ MinPrice: Number(price) });
    expect(page.List[0]).toMatchObject({ TotalCount: Number(n) });
    expect(page.List[0].TotalCountAtLeast).toBeUndefined();
  });
});

describe('a search over more matches than the ranking window (ADR 0064)', () => {
  type Ranked = { id: number; whole: boolean };
  let byPopularity: Ranked[];
  const search = async (Skip: number, Take: number, within: Record<string, unknown> = {}): Promise<Page> => {
    const { status, body } = await post('get-search-results', { searchText: 'zqmark', LanguageId: 2, OrderBy: 3, Skip, Take, ...within });
    expect(status).toBe(200);
    return body.data as Page;
  };

  // Every active product holds the word: as a whole word of its title for a hundred inside the window
  // (popularity ranks 300–399) and a hundred past it (600–699), inside another word for the rest.
  beforeAll(async () => {
    await shop.db.execute(sql.raw('update products set popularity = id'));
    const ids = (await rows('select id from products where is_active order by popularity desc, id desc')).map((row) => Number(row.id));
    expect(ids.length).toBeGreaterThan(COUNT_LIMIT);
    byPopularity = ids.map((id, rank) => ({ id, whole: (rank >= 300 && rank < 400) || (rank >= 600 && rank < 700) }));
    const whole = byPopularity.filter((row) => row.whole).map((row) => row.id);
    await shop.db.execute(sql.raw(`update products set title_en = title_en || case when id in (${whole.join(',')}) then ' Zqmark' else ' Azqmarkx' end`));
    await refreshSearchDocuments(shop.db);
  }, 120_000);

  // The whole catalogue, and the parent of the category every product is filed under (a category's search).
  const within = () => [{}, { CategoryId: parentId }];
  let parentId: number;
  beforeAll(async () => {
    parentId = Number((await rows(`select parent_id from categories where id = ${categoryId}`))[0].parent_id);
  });

  it('ranks whole-word title hits first among the window, then follows popularity; its pages hold every match once', async () => {
    expect(RANK_WINDOW).toBeLessThan(COUNT_LIMIT);
    const window = byPopularity.slice(0, RANK_WINDOW);
    const expected = [...window.filter((row) => row.whole), ...window.filter((row) => !row.whole), ...byPopularity.slice(RANK_WINDOW)].map((row) => row.id);
    // 22 a page, so that one page straddles the window's end.
    expect(RANK_WINDOW % 22).not.toBe(0);
    for (const where of within()) {
      const seen: number[] = [];
      for (let skip = 0; skip < expected.length; skip += 22) seen.push(...(await search(skip, 22, where)).List.map((card) => card.Id));
      expect(seen).toEqual(expected);
    }
  });

  it('counts to the bound and says more follow', async () => {
    for (const where of within()) {
      const first = await search(0, 24, where);
      expect(first.List[0]).toMatchObject({ TotalCount: COUNT_LIMIT, TotalCountAtLeast: true });
      expect(first.Continue).toBe(true);
      const last = await search(byPopularity.length - 3, 24, where);
      expect(last.List).toHaveLength(3);
      expect(last.List[0]).toMatchObject({ TotalCount: byPopularity.length });
      expect(last.List[0].TotalCountAtLeast).toBeUndefined();
      expect(last.Continue).toBe(false);
    }
  });

  it('counts a designer’s pieces exactly, past the bound, in a category too', async () => {
    const [{ id }] = await rows('select id from designers order by id limit 1');
    await shop.db.execute(sql.raw(`update products set designer_id = ${Number(id)}`));
    for (const where of within()) {
      const { status, body } = await post('get-designer-detail', { LanguageId: 1, DesignerId: Number(id), Take: 1, ...where });
      expect(status).toBe(200);
      expect(body.data.products[0]).toMatchObject({ TotalCount: byPopularity.length });
      expect(body.data.products[0].TotalCountAtLeast).toBeUndefined();
    }
  });
});
