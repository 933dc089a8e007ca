/** @jest-environment node */
import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { collaborations, designerCategories, designers, products } from '@/lib/server/db/schema';
import { compareTurkish } from '@/lib/shop/collation';
import { freshShop, post } from '../support/shop';

let shop: Database;
/** The designer with the most products: more than one page of 24. */
let big: { id: number; name: string; total: number };

beforeAll(async () => {
  shop = await freshShop({ products: 640 });
  const rows = await shop.db
    .select({ id: designers.id, name: designers.name, total: count(products.id) })
    .from(designers)
    .innerJoin(products, and(eq(products.designerId, designers.id), eq(products.isActive, true)))
    .groupBy(designers.id)
    .orderBy(designers.id);
  big = rows.reduce((a, b) => (b.total > a.total ? b : a));
}, 120_000);

const languages = [
  { LanguageId: 1, lang: 'tr' as const },
  { LanguageId: 2, lang: 'en' as const },
];

type Card = { Id: number; Price: number; DiscountedPrice: number; Currency: string; DesignerName: string; TotalCount?: number };
type Entry = { Id: number; Url: string; Name: string };
type Group = { FirstChar: string; DesignerNames: Entry[] };

const detail = (data: Record<string, unknown>) => post('get-designer-detail', data);

describe('/designer-list', () => {
  it.each(languages)('lists every active designer once, grouped by initial in Turkish order ($lang)', async ({ LanguageId }) => {
    const { status, body } = await post('designer-list', { LanguageId });
    expect(status).toBe(200);
    const groups: Group[] = body.data.List;
    const names = groups.flatMap((group) => group.DesignerNames.map((entry) => entry.Name));
    const rows = await shop.db.select({ name: designers.name }).from(designers).where(eq(designers.isActive, true));
    expect(names).toHaveLength(rows.length);
    expect(names).toEqual([...names].sort(compareTurkish));
    const initials = groups.map((group) => group.FirstChar);
    expect(new Set(initials).size).toBe(initials.length);
    expect(initials).toEqual([...initials].sort(compareTurkish));
    // Çizgi Ofis files under Ç, after B and before D (not under C, nor at the end as byte order would put it).
    expect(initials.slice(initials.indexOf('Ç') - 1, initials.indexOf('Ç') + 2)).toEqual(['B', 'Ç', 'D']);
    for (const group of groups) for (const entry of group.DesignerNames) expect(entry.Name.toLocaleUpperCase('tr').startsWith(group.FirstChar)).toBe(true);
    expect(groups.find((group) => group.FirstChar === 'İ')?.DesignerNames.map((entry) => entry.Name)).toContain('İlmek Studio');
    const first = groups[0].DesignerNames[0];
    expect(first.Url).toMatch(new RegExp(`^/designers/[a-z0-9-]+/${first.Id}$`));
  });

  it('narrows to the designers listed under a category', async () => {
    const links = await shop.db.select().from(designerCategories).where(eq(designerCategories.categoryId, 1));
    const { body } = await post('designer-list', { LanguageId: 1, CategoryId: 1 });
    const ids = (body.data.List as Group[]).flatMap((group) => group.DesignerNames.map((entry) => entry.Id));
    expect(ids.sort((a, b) => a - b)).toEqual(links.map((link) => link.designerId).sort((a, b) => a - b));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThan(48);
  });

  it('answers an empty list for a category no designer is under, and refuses a junk id', async () => {
    expect((await post('designer-list', { LanguageId: 1, CategoryId: 999_999 })).body.data.List).toEqual([]);
    const bad = await post('designer-list', { LanguageId: 1, CategoryId: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
  });
});

describe('/get-designer-detail', () => {
  it.each(languages)('answers the brand, its categories and the first 24 cards in the $lang currency', async ({ LanguageId, lang }) => {
    const { status, body } = await detail({ LanguageId, DesignerId: big.id });
    expect(status).toBe(200);
    const [row] = await shop.db.select().from(designers).where(eq(designers.id, big.id));
    expect(body.data.designerData).toMatchObject({
      Id: big.id,
      Name: row.name,
      Logo: row.logo,
      BannerPhoto: row.bannerPhoto,
      Website: row.website,
      Description: lang === 'tr' ? row.descriptionTr : row.descriptionEn,
      Url: `/designers/${row.slug}/${row.id}`,
      Discounts: { DiscountPercentage1: row.discountPercentage1, DiscountPercentage2: row.discountPercentage2, DiscountPercentage3: row.discountPercentage3 },
    });
    expect(body.data.designerData.Categories.length).toBeGreaterThan(0);
    const cards: Card[] = body.data.products;
    expect(cards).toHaveLength(24);
    expect(cards[0].TotalCount).toBe(big.total);
    expect(cards.slice(1).every((card) => card.TotalCount === undefined)).toBe(true);
    expect(new Set(cards.map((card) => card.Currency))).toEqual(new Set([lang === 'tr' ? 'TRY' : 'USD']));
    expect(cards.every((card) => card.DesignerName === big.name)).toBe(true);
    expect(body.data.Continue).toBe(true);
  });

  it('pages with Skip and Take until Continue is false, each card once', async () => {
    const first = await detail({ LanguageId: 1, DesignerId: big.id, Take: 24, Skip: 0 });
    const second = await detail({ LanguageId: 1, DesignerId: big.id, Take: 24, Skip: 24 });
    const ids = [...first.body.data.products, ...second.body.data.products].map((card: Card) => card.Id);
    expect(second.body.data.products).toHaveLength(big.total - 24);
    expect(second.body.data.Continue).toBe(false);
    expect(new Set(ids).size).toBe(big.total);
    const small = await detail({ LanguageId: 1, DesignerId: big.id, Take: 5, Skip: 5 });
    expect(small.body.data.products.map((card: Card) => card.Id)).toEqual(ids.slice(5, 10));
    expect(small.body.data.Continue).toBe(true);
  });

  it.each(languages)('sorts by lowest and highest selling price, newest and most popular ($lang)', async ({ LanguageId }) => {
    const all = async (OrderBy: number) => {
      const a = await detail({ LanguageId, DesignerId: big.id, OrderBy });
      const b = await detail({ LanguageId, DesignerId: big.id, OrderBy, Skip: 24 });
      return [...a.body.data.products, ...b.body.data.products] as Card[];
    };
    const lowest = (await all(1)).map((card) => card.DiscountedPrice);
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    const highest = (await all(2)).map((card) => card.DiscountedPrice);
    expect(highest).toEqual([...highest].sort((a, b) => b - a));
    expect(lowest[0]).toBeLessThan(lowest.at(-1)!);
    const rows = await shop.db.select({ id: products.id, createdAt: products.createdAt, popularity: products.popularity }).from(products).where(eq(products.designerId, big.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const newest = (await all(0)).map((card) => byId.get(card.Id)!.createdAt.getTime());
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    const popular = (await all(3)).map((card) => byId.get(card.Id)!.popularity);
    expect(popular).toEqual([...popular].sort((a, b) => b - a));
    const defaulted = (await detail({ LanguageId, DesignerId: big.id })).body.data.products.map((card: Card) => card.Id);
    expect(defaulted).toEqual((await all(3)).slice(0, 24).map((card) => card.Id));
  });

  it.each(languages)('filters by selling price in minor units of the $lang currency; the top of the range means no upper bound', async ({ LanguageId, lang }) => {
    const column = lang === 'tr' ? products.salePriceTry : products.salePriceUsd;
    const rows = await shop.db.select({ price: column }).from(products).where(eq(products.designerId, big.id));
    const prices = rows.map((row) => row.price).sort((a, b) => a - b);
    const mid = prices[Math.floor(prices.length / 2)];
    const capped = Math.min(mid, 99_999);
    const within = await detail({ LanguageId, DesignerId: big.id, MinPrice: 0, MaxPrice: capped, Take: 24 });
    const expected = prices.filter((price) => price <= capped).length;
    expect(within.body.data.products.length).toBe(Math.min(expected, 24));
    if (expected) expect(within.body.data.products[0].TotalCount).toBe(expected);
    expect(within.body.data.products.every((card: Card) => card.DiscountedPrice <= capped)).toBe(true);

    const floor = prices[3];
    const above = await detail({ LanguageId, DesignerId: big.id, MinPrice: Math.min(floor, 100_000), OrderBy: 1 });
    expect(above.body.data.products.every((card: Card) => card.DiscountedPrice >= Math.min(floor, 100_000))).toBe(true);

    // The filter's top is the brand's dearest piece (HighestPrice), not a constant: up to it lets every piece through, as null does.
    const open = await detail({ LanguageId, DesignerId: big.id, MaxPrice: null });
    const dearest = open.body.data.designerData.HighestPrice;
    expect(dearest).toBe(prices[prices.length - 1]);
    const top = await detail({ LanguageId, DesignerId: big.id, MaxPrice: dearest });
    expect(top.body.data.products[0].TotalCount).toBe(big.total);
    expect(open.body.data.products[0].TotalCount).toBe(big.total);
    const justBelow = await detail({ LanguageId, DesignerId: big.id, MaxPrice: dearest - 1 });
    expect(justBelow.body.data.products[0]?.TotalCount ?? 0).toBe(prices.filter((price) => price < dearest).length);
  });

  it('narrows to each category button of the brand (a main category holds its children\'s products), and answers an empty page with Continue false when nothing matches', async () => {
    const all = (await detail({ LanguageId: 1, DesignerId: big.id })).body.data;
    const buttons: { Id: number; IsMain: boolean }[] = all.designerData.Categories;
    expect(buttons.some((c) => c.IsMain)).toBe(true);
    expect(buttons.some((c) => !c.IsMain)).toBe(true);
    const totals = new Map<number, number>();
    for (const category of buttons) {
      const narrowed = await detail({ LanguageId: 1, DesignerId: big.id, CategoryId: category.Id });
      totals.set(category.Id, narrowed.body.data.products[0]?.TotalCount ?? 0);
      expect(totals.get(category.Id)).toBeGreaterThan(0);
      expect(totals.get(category.Id)).toBeLessThanOrEqual(big.total);
    }
    const main = buttons.filter((c) => c.IsMain).map((c) => totals.get(c.Id)!);
    const children = buttons.filter((c) => !c.IsMain).map((c) => totals.get(c.Id)!);
    expect(Math.max(...main)).toBeGreaterThanOrEqual(Math.max(...children));
    const none = await detail({ LanguageId: 1, DesignerId: big.id, CategoryId: 999_999 });
    expect(none.body.data.products).toEqual([]);
    expect(none.body.data.Continue).toBe(false);
  });

  it('names every category button of every brand differently, naming the parent where two children share a name', async () => {
    for (const LanguageId of [1, 2]) {
      const { body } = await post('designer-list', { LanguageId });
      const ids: number[] = body.data.List.flatMap((group: { DesignerNames: { Id: number }[] }) => group.DesignerNames.map((entry) => entry.Id));
      for (const DesignerId of ids) {
        const names: string[] = (await detail({ LanguageId, DesignerId })).body.data.designerData.Categories.map((c: { Name: string }) => c.Name);
        expect(new Set(names).size).toBe(names.length);
      }
    }
  });

  it('shows the brand discounts stored for the designer', async () => {
    const [row] = await shop.db.select().from(designers).where(gt(designers.discountPercentage1, 0)).limit(1);
    const { body } = await detail({ LanguageId: 2, DesignerId: row.id });
    expect(body.data.designerData.Discounts.DiscountPercentage1).toBe(row.discountPercentage1);
    expect(row.discountPercentage1).toBeGreaterThan(0);
  });

  it.each(languages)('answers designer_not_found in $lang for an unknown or inactive designer', async ({ LanguageId, lang }) => {
    const missing = await detail({ LanguageId, DesignerId: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ succeeded: false, code: 'designer_not_found', message: lang === 'tr' ? 'Tasarımcı bulunamadı.' : 'Designer not found.' });
    await shop.db.update(designers).set({ isActive: false }).where(eq(designers.id, 1));
    try {
      expect((await detail({ LanguageId, DesignerId: 1 })).body.code).toBe('designer_not_found');
    } finally {
      await shop.db.update(designers).set({ isActive: true }).where(eq(designers.id, 1));
    }
  });

  it.each([
    [{}, 'DesignerId'],
    [{ DesignerId: 0 }, 'DesignerId'],
    [{ DesignerId: 1, OrderBy: 4 }, 'OrderBy'],
    [{ DesignerId: 1, Take: 25 }, 'Take'],
    [{ DesignerId: 1, Take: 0 }, 'Take'],
    [{ DesignerId: 1, Skip: -1 }, 'Skip'],
    [{ DesignerId: 1, MinPrice: -1 }, 'MinPrice'],
    [{ DesignerId: 1, MaxPrice: 100_000_001 }, 'MaxPrice'],
    [{ DesignerId: 1, MinPrice: 12.5 }, 'MinPrice'],
  ])('refuses %j naming %s', async (data, field) => {
    const { status, body } = await detail({ LanguageId: 1, ...data });
    expect(status).toBe(400);
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors ?? {})).toContain(field);
  });
});

describe('/get-collaborations and /get-collaboration-detail', () => {
  it.each(languages)('lists five collaborations by default in shop order ($lang)', async ({ LanguageId, lang }) => {
    const rows = await shop.db.select().from(collaborations).orderBy(collaborations.sortOrder, collaborations.id);
    const { status, body } = await post('get-collaborations', { LanguageId });
    expect(status).toBe(200);
    expect(rows.length).toBeGreaterThan(5);
    const list = body.data.collaborationList;
    expect(list).toHaveLength(5);
    expect(list.map((c: { Id: number }) => c.Id)).toEqual(rows.slice(0, 5).map((row) => row.id));
    expect(list[0]).toMatchObject({
      Title: lang === 'tr' ? rows[0].titleTr : rows[0].titleEn,
      Url: `/isbirlikleridetay/${lang === 'tr' ? rows[0].slugTr : rows[0].slugEn}/${rows[0].id}`,
      CoverPhoto: rows[0].coverPhoto,
      DesignerId: rows[0].designerId,
    });
    expect((await post('get-collaborations', { LanguageId, Take: 2 })).body.data.collaborationList).toHaveLength(2);
    expect((await post('get-collaborations', { LanguageId, Take: 0 })).status).toBe(400);
  });

  it.each(languages)('answers the collaboration with up to 10 of its designer\'s products ($lang)', async ({ LanguageId, lang }) => {
    const [row] = await shop.db.select().from(collaborations).limit(1);
    const [designer] = await shop.db.select().from(designers).where(eq(designers.id, row.designerId));
    const { status, body } = await post('get-collaboration-detail', { LanguageId, CollaborationId: row.id });
    expect(status).toBe(200);
    expect(body.data.collaborationData).toMatchObject({
      Id: row.id,
      DesignerName: designer.name,
      DesignerId: designer.id,
      DesignerUrl: `/designers/${designer.slug}/${designer.id}`,
      Description: lang === 'tr' ? row.descriptionTr : row.descriptionEn,
    });
    const cards: Card[] = body.data.designerProducts;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(10);
    expect(cards.every((card) => card.DesignerName === designer.name && card.Currency === (lang === 'tr' ? 'TRY' : 'USD'))).toBe(true);
  });

  it('gives the big designer\'s collaboration ten products, and refuses Take over 10', async () => {
    const id = (await shop.db.insert(collaborations).values({ designerId: big.id, titleTr: 'Deneme', titleEn: 'Trial', slugTr: 'deneme', slugEn: 'trial', descriptionTr: '<p>x</p>', descriptionEn: '<p>x</p>', coverPhoto: '/media/x.jpg', sortOrder: 99 }).returning({ id: collaborations.id }))[0].id;
    try {
      expect((await post('get-collaboration-detail', { LanguageId: 1, CollaborationId: id })).body.data.designerProducts).toHaveLength(10);
      expect((await post('get-collaboration-detail', { LanguageId: 1, CollaborationId: id, Take: 11 })).status).toBe(400);
    } finally {
      await shop.db.delete(collaborations).where(eq(collaborations.id, id));
    }
  });

  it.each(languages)('answers collaboration_not_found for an unknown id ($lang)', async ({ LanguageId }) => {
    const { status, body } = await post('get-collaboration-detail', { LanguageId, CollaborationId: 999_999 });
    expect(status).toBe(404);
    expect(body.code).toBe('collaboration_not_found');
    expect((await post('get-collaboration-detail', { LanguageId })).status).toBe(400);
  });
});
