/** @jest-environment node */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { categories, designers, productCategories, products } from '@/lib/server/db/schema';
import { refreshSearchDocuments } from '@/lib/server/services/search-index';
import { rankedProductIds, SUGGESTION_LIMIT } from '@/lib/server/services/search';
import { SEARCH_TEXT_MAX } from '@/lib/shop/search-text';
import { freshShop, post } from '../support/shop';

type Suggestion = { Id: number; Url: string; Title: string; DesignerName: string; MainPhoto: string; Price: number; DiscountedPrice: number; Currency: string };

let shop: Database;
/** A product of the test's own with Turkish letters in both titles, filed under the lighting category. */
let plate: { id: number; designerName: string };
let lighting: { id: number; nameTr: string };

const suggest = async (searchText: unknown, LanguageId = 1) => {
  const { status, body } = await post('search-products', { searchText, LanguageId });
  return { status, body, list: (body.data?.List ?? []) as Suggestion[] };
};
const ids = (list: Suggestion[]) => list.map((item) => item.Id);

beforeAll(async () => {
  shop = await freshShop({ products: 640 });
  const [designer] = await shop.db.select().from(designers).where(eq(designers.name, 'Nur Ceramics'));
  [lighting] = await shop.db.select({ id: categories.id, nameTr: categories.nameTr }).from(categories).where(eq(categories.slugTr, 'aydinlatma'));
  const [row] = await shop.db
    .insert(products)
    .values({
      designerId: designer.id,
      titleTr: 'Çiçekli İstanbul Tabağı',
      titleEn: 'Floral Istanbul Plate',
      slugTr: 'cicekli-istanbul-tabagi',
      slugEn: 'floral-istanbul-plate',
      mainPhoto: '/media/demo/test-plate.jpg',
      priceTry: 120000,
      salePriceTry: 120000,
      priceUsd: 4000,
      salePriceUsd: 4000,
      popularity: 0,
    })
    .returning({ id: products.id });
  await shop.db.insert(productCategories).values({ productId: row.id, categoryId: lighting.id });
  await refreshSearchDocuments(shop.db, [row.id]);
  plate = { id: row.id, designerName: designer.name };
}, 180_000);

describe('/search-products', () => {
  it('finds the same products for every spelling of İstanbul, a title hit first', async () => {
    const answers = await Promise.all(['istanbul', 'İstanbul', 'ISTANBUL', 'ıstanbul'].map((text) => suggest(text)));
    for (const answer of answers) expect(answer.status).toBe(200);
    const first = ids(answers[0].list);
    for (const answer of answers.slice(1)) expect(ids(answer.list)).toEqual(first);
    // The only title with İstanbul leads; the designer Tezgâh İstanbul's products follow.
    expect(first[0]).toBe(plate.id);
    expect(answers[0].list.slice(1).length).toBeGreaterThan(0);
    for (const item of answers[0].list.slice(1)) expect(item.DesignerName).toBe('Tezgâh İstanbul');
  });

  it('finds çiçek when typed without Turkish letters, and the other way round', async () => {
    expect(ids((await suggest('cicek')).list)).toContain(plate.id);
    expect(ids((await suggest('ÇİÇEKLİ')).list)).toContain(plate.id);
    expect(await rankedProductIds(shop.db, 'tabagi', { limit: 1000 })).toContain(plate.id);
  });

  it.each([
    ['vazoo', /vazo/i],
    ['seramk', /seramik/i],
    ['tabgı', /tabağı/i],
    ['lamda', /lamba/i],
    ['lamab', /lamba/i],
  ])('forgives a one-letter typo: %s', async (typo, title) => {
    const { list } = await suggest(typo);
    expect(list.length).toBeGreaterThan(0);
    expect(list[0].Title).toMatch(title);
  });

  it('matches designer names, in any case and without Turkish letters', async () => {
    for (const text of ['Atölye Mira', 'atolye mira', 'ATÖLYE MİRA']) {
      const { list } = await suggest(text);
      expect(list).toHaveLength(SUGGESTION_LIMIT);
      for (const item of list) expect(item.DesignerName).toBe('Atölye Mira');
    }
  });

  it('matches category names (and the parent of a product’s category)', async () => {
    for (const text of ['aydinlatma', 'Lighting']) {
      const found = await rankedProductIds(shop.db, text, { limit: 1000 });
      expect(found).toContain(plate.id);
      const filed = await shop.db
        .selectDistinct({ productId: productCategories.productId })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(and(inArray(productCategories.productId, found), or(eq(categories.id, lighting.id), eq(categories.parentId, lighting.id))));
      expect(filed).toHaveLength(found.length);
    }
    // Ev (Home) is the parent of Aydınlatma: a search for it reaches the plate too.
    expect(await rankedProductIds(shop.db, 'ev', { limit: 5000 })).toContain(plate.id);
  });

  it('puts title matches before designer and category matches', async () => {
    // "Ceramics" is in Nur Ceramics' name and in category names; products titled "Ceramic…" come first.
    const { list } = await suggest('ceramic', 2);
    const titled = list.map((item) => /ceramic/i.test(item.Title));
    expect(titled[0]).toBe(true);
    expect(titled.indexOf(false) === -1 || titled.slice(titled.indexOf(false)).every((hit) => !hit)).toBe(true);
    const all = await rankedProductIds(shop.db, 'istanbul', { limit: 100 });
    expect(all[0]).toBe(plate.id);
  });

  it('matches every word of a query, wherever each is found', async () => {
    const { list } = await suggest('kıvrım kolye');
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) {
      expect(item.DesignerName).toBe('Kıvrım Takı');
      expect(item.Title).toMatch(/kolye/i);
    }
    expect((await suggest('istanbul floral')).list.map((item) => item.Id)).toEqual([plate.id]);
  });

  it('answers in the page language: title, link and currency', async () => {
    const [tr, en] = [(await suggest('istanbul', 1)).list[0], (await suggest('istanbul', 2)).list[0]];
    expect(tr).toMatchObject({ Id: plate.id, Title: 'Çiçekli İstanbul Tabağı', Url: `/productdetail/cicekli-istanbul-tabagi/${plate.id}`, Currency: 'TRY', Price: 120000 });
    expect(en).toMatchObject({ Id: plate.id, Title: 'Floral Istanbul Plate', Url: `/productdetail/floral-istanbul-plate/${plate.id}`, Currency: 'USD', Price: 4000 });
    expect(tr.DesignerName).toBe(plate.designerName);
    expect(tr.MainPhoto).toBe('/media/demo/test-plate.jpg');
  });

  it('keeps its document current when a name it holds changes', async () => {
    await shop.db.update(designers).set({ name: 'Nur Seramik Evi' }).where(eq(designers.name, 'Nur Ceramics'));
    await refreshSearchDocuments(shop.db);
    expect(await rankedProductIds(shop.db, 'seramik evi', { limit: 1000 })).toContain(plate.id);
    await shop.db.update(designers).set({ name: 'Nur Ceramics' }).where(eq(designers.name, 'Nur Seramik Evi'));
    await refreshSearchDocuments(shop.db);
    expect((await suggest('seramik evi')).list.some((item) => item.DesignerName === 'Nur Seramik Evi')).toBe(false);
  });

  it('never suggests an inactive product', async () => {
    await shop.db.update(products).set({ isActive: false }).where(eq(products.id, plate.id));
    expect(ids((await suggest('istanbul')).list)).not.toContain(plate.id);
    await shop.db.update(products).set({ isActive: true }).where(eq(products.id, plate.id));
  });

  it.each([[''], ['   '], ['v'], ['ı'], [null], ['%'], ['%%'], ['_'], ['\\'], ["' or 1=1 --"], ['<script>alert(1)</script>'], ['日本語'], ['zzzzqqqq']])(
    'answers %p with an empty or safe list, never an error',
    async (text) => {
      const { status, body, list } = await suggest(text);
      expect(status).toBe(200);
      expect(body.succeeded).toBe(true);
      expect(list.length).toBeLessThanOrEqual(SUGGESTION_LIMIT);
      if (typeof text !== 'string' || text.trim().length < 2 || /^[%_\\]+$/.test(text)) expect(list).toEqual([]);
    },
  );

  it('refuses a text longer than any title with a localized message', async () => {
    for (const [LanguageId, word] of [[1, 'karakter'], [2, 'character']] as const) {
      const { status, body } = await suggest('vazo '.repeat(SEARCH_TEXT_MAX), LanguageId);
      expect(status).toBe(400);
      expect(body.succeeded).toBe(false);
      expect(body.message).toContain(word);
    }
    expect((await suggest('v'.repeat(SEARCH_TEXT_MAX))).status).toBe(200);
  });

  it('answers a text of the wrong type with a refusal or an empty list, never a 500', async () => {
    for (const text of [{ a: 1 }, ['vazo', 'lamba'], true, 12]) {
      const { status, list } = await suggest(text);
      expect([200, 400]).toContain(status);
      expect(list.length).toBeLessThanOrEqual(SUGGESTION_LIMIT);
    }
  });
});
