/** @jest-environment node */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { banners, categories, fashionBestSellers, fashionItems, productCategories, products } from '@/lib/server/db/schema';
import { freshShop, post } from '../support/shop';

let shop: Database;
beforeAll(async () => {
  shop = await freshShop();
});

const languages = [
  { LanguageId: 1, lang: 'tr' as const, suffix: 'Tr' as const },
  { LanguageId: 2, lang: 'en' as const, suffix: 'En' as const },
];

describe.each(languages)('fashion page calls in LanguageId $LanguageId', ({ LanguageId, suffix }) => {
  it('/get-fashions answers the tiles in shop order', async () => {
    const rows = await shop.db.select().from(fashionItems).orderBy(asc(fashionItems.sortOrder));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    // Tiles link categories, stored under one language's slug and answered under the caller's.
    const slugs = new Map((await shop.db.select().from(categories)).map((row) => [row.id, row[`slug${suffix}`]]));
    const localized = (url: string) => url.replace(/^\/shop\/[^/]+\/(\d+)$/, (_, id: string) => `/shop/${slugs.get(Number(id))}/${id}`);
    const { status, body } = await post('get-fashions', { LanguageId });
    expect(status).toBe(200);
    expect(body.data.fashionList).toEqual(
      rows.map((row) => ({ Id: row.id, Title: row[`title${suffix}`], PhotoPath: row.photoPath, ButtonUrl: localized(row.buttonUrl), IsWidePhoto: row.isWidePhoto })),
    );
    expect(body.data.fashionList.some((item: { IsWidePhoto: boolean }) => item.IsWidePhoto)).toBe(true);
  });

  it('/get-banners with the fashion placement answers the fashion banners only', async () => {
    const rows = await shop.db.select().from(banners).where(eq(banners.placement, 'fashion')).orderBy(asc(banners.sortOrder));
    expect(rows.length).toBeGreaterThan(0);
    const { body } = await post('get-banners', { LanguageId, Placement: 'fashion' });
    expect(body.data.bannerList.map((banner: { Id: number; Title: string }) => [banner.Id, banner.Title])).toEqual(rows.map((row) => [row.id, row[`title${suffix}`]]));
  });

  it('/get-featured-products with the fashion placement answers the picked best sellers in their order', async () => {
    const picks = await shop.db.select().from(fashionBestSellers).orderBy(asc(fashionBestSellers.sortOrder));
    expect(picks.length).toBeGreaterThanOrEqual(5);
    const { status, body } = await post('get-featured-products', { LanguageId, Placement: 'fashion' });
    expect(status).toBe(200);
    expect(body.data.productList.map((card: { Id: number }) => card.Id)).toEqual(picks.map((row) => row.productId));
    expect(body.data.productList[0].Currency).toBe(LanguageId === 1 ? 'TRY' : 'USD');
    const home = await post('get-featured-products', { LanguageId });
    expect(home.body.data.productList.map((card: { Id: number }) => card.Id)).not.toEqual(picks.map((row) => row.productId));
  });

  it('/get-category-slider answers 10 sub-categories with pictures from the best sellers’ groups, in turn, the biggest group first', async () => {
    const { status, body } = await post('get-category-slider', { LanguageId, Take: 10 });
    expect(status).toBe(200);
    const list: { Id: number; Name: string; GroupName: string; Url: string; PhotoPath: string }[] = body.data.categoryList;
    expect(list).toHaveLength(10);
    const rows = await shop.db.select().from(categories);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const item of list) {
      const row = byId.get(item.Id)!;
      expect(row.parentId).not.toBeNull();
      expect(item).toEqual({
        Id: row.id,
        Name: row[`name${suffix}`],
        GroupName: byId.get(row.parentId!)![`name${suffix}`],
        Url: `/shop/${row[`slug${suffix}`]}/${row.id}`,
        PhotoPath: row.photoPath,
      });
    }
    // The first item's group holds the most best sellers.
    const picked = await shop.db
      .select({ parentId: categories.parentId })
      .from(fashionBestSellers)
      .innerJoin(productCategories, eq(productCategories.productId, fashionBestSellers.productId))
      .innerJoin(categories, eq(categories.id, productCategories.categoryId));
    const perGroup = new Map<number, number>();
    for (const { parentId } of picked) if (parentId) perGroup.set(parentId, (perGroup.get(parentId) ?? 0) + 1);
    const top = Math.max(...perGroup.values());
    expect(perGroup.get(byId.get(list[0].Id)!.parentId!)).toBe(top);
    // Taken in turn from each group: the first view mixes the groups.
    expect(new Set(list.slice(0, 3).map((item) => item.GroupName)).size).toBe(3);
    expect((await post('get-category-slider', { LanguageId, Take: 3 })).body.data.categoryList.map((item: { Id: number }) => item.Id)).toEqual(list.slice(0, 3).map((item) => item.Id));
  });
});

describe('fashion page calls with unusual data and bad input', () => {
  it('a best seller that is no longer active drops out of the row', async () => {
    const [first] = await shop.db.select().from(fashionBestSellers).orderBy(asc(fashionBestSellers.sortOrder)).limit(1);
    await shop.db.update(products).set({ isActive: false }).where(eq(products.id, first.productId));
    try {
      const { body } = await post('get-featured-products', { Placement: 'fashion' });
      expect(body.data.productList.map((card: { Id: number }) => card.Id)).not.toContain(first.productId);
    } finally {
      await shop.db.update(products).set({ isActive: true }).where(eq(products.id, first.productId));
    }
  });

  it('with no best sellers picked the row and the slider are empty', async () => {
    const picks = await shop.db.select().from(fashionBestSellers);
    await shop.db.delete(fashionBestSellers);
    try {
      expect((await post('get-featured-products', { Placement: 'fashion' })).body.data.productList).toEqual([]);
      expect((await post('get-category-slider', {})).body.data.categoryList).toEqual([]);
    } finally {
      await shop.db.insert(fashionBestSellers).values(picks);
    }
  });

  it.each(['tr', 'en'])('refuses bad Take, Placement and language with 400 in %s', async (lang) => {
    for (const [name, data] of [
      ['get-category-slider', { Take: 0 }],
      ['get-category-slider', { Take: 11 }],
      ['get-category-slider', { Take: 'ten' }],
      ['get-fashions', { LanguageId: 0 }],
      ['get-featured-products', { Placement: 'quote' }],
      ['get-banners', { Placement: 'fashions' }],
    ] as const) {
      const { status, body } = await post(name, data, { headers: { 'accept-language': lang } });
      expect({ name, status, code: body.code }).toEqual({ name, status: 400, code: 'validation_failed' });
      expect(typeof body.message).toBe('string');
    }
  });
});
