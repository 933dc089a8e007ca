/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { favourites, products, users } from '@/lib/server/db/schema';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { freshShop, plainProductIds, post } from '../support/shop';
import { memberCookie } from '../support/session';

let shop: Database;
let plain: number[];

const languages = [
  { LanguageId: 1, lang: 'tr' as const, messages: tr, currency: 'TRY' },
  { LanguageId: 2, lang: 'en' as const, messages: en, currency: 'USD' },
];

async function member(email: string) {
  const [user] = await shop.db.insert(users).values({ email, nameSurname: 'Deniz Kaya', passwordHash: 'x', isActive: true }).returning();
  return { id: user.id, headers: { cookie: await memberCookie(user.id) } };
}

beforeAll(async () => {
  shop = await freshShop({ products: 24 });
  plain = await plainProductIds(shop.db, 3);
});

type Card = { ProductId: number; Title: string; Url: string; Price: number; Currency: string; DesignerName: string; Variations: unknown[] };
const cards = async (headers: Record<string, string>, LanguageId = 1) => {
  const { status, body } = await post('favorite-products', { LanguageId, CountryId: 223 }, { headers });
  expect(status).toBe(200);
  return body.data.List as Card[];
};

/** Favourites made one after another get distinct times, so "newest first" is decided by the order they were made in. */
async function favourite(headers: Record<string, string>, ProductId: number, secondsAgo: number) {
  expect((await post('add-favourite', { ProductId }, { headers })).status).toBe(200);
  await shop.db.execute(sql`update favourites set created_at = now() - make_interval(secs => ${secondsAgo}) where product_id = ${ProductId}`);
}

describe('/favorite-products', () => {
  it.each(languages)('lists the member’s favourites as listing cards, newest first, in $lang and its currency', async ({ LanguageId, lang, currency }) => {
    const deniz = await member(`deniz.cards.${lang}@example.com`);
    expect(await cards(deniz.headers, LanguageId)).toEqual([]);
    await favourite(deniz.headers, plain[0], 30);
    await favourite(deniz.headers, plain[2], 20);
    await favourite(deniz.headers, plain[1], 10);

    const list = await cards(deniz.headers, LanguageId);
    expect(list.map((card) => card.ProductId)).toEqual([plain[1], plain[2], plain[0]]);
    const [product] = await shop.db.select().from(products).where(eq(products.id, plain[1]));
    expect(list[0]).toMatchObject({
      Title: lang === 'tr' ? product.titleTr : product.titleEn,
      Url: `/productdetail/${lang === 'tr' ? product.slugTr : product.slugEn}/${product.id}`,
      Price: lang === 'tr' ? product.priceTry : product.priceUsd,
      Currency: currency,
      Variations: [],
    });
    // The same card the listings get: the featured row's card of the same product has the same fields.
    const featured = await post('get-featured-products', { LanguageId });
    expect(Object.keys(list[0]).sort()).toEqual(Object.keys(featured.body.data.productList[0]).sort());
    await shop.db.delete(favourites).where(eq(favourites.userId, deniz.id));
  });

  it('leaves out a product taken off sale and every other shopper’s favourites', async () => {
    const ayse = await member('ayse.cards@example.com');
    const other = await member('other.cards@example.com');
    const visitor = randomUUID();
    await favourite(ayse.headers, plain[0], 2);
    await favourite(ayse.headers, plain[1], 1);
    expect((await post('add-favourite', { ProductId: plain[2] }, { headers: other.headers })).status).toBe(200);
    expect((await post('add-favourite', { ProductId: plain[2], AnonymousUserId: visitor })).status).toBe(200);

    await shop.db.update(products).set({ isActive: false }).where(eq(products.id, plain[0]));
    try {
      expect((await cards(ayse.headers)).map((card) => card.ProductId)).toEqual([plain[1]]);
    } finally {
      await shop.db.update(products).set({ isActive: true }).where(eq(products.id, plain[0]));
    }
    expect((await cards(other.headers)).map((card) => card.ProductId)).toEqual([plain[2]]);
  });
});

describe('/clear-favourite-products', () => {
  it.each(languages)('removes every favourite of the member and only theirs, with a notice in $lang', async ({ LanguageId, lang, messages }) => {
    const deniz = await member(`deniz.clear.${lang}@example.com`);
    const other = await member(`other.clear.${lang}@example.com`);
    for (const id of plain) expect((await post('add-favourite', { ProductId: id }, { headers: deniz.headers })).status).toBe(200);
    expect((await post('add-favourite', { ProductId: plain[0] }, { headers: other.headers })).status).toBe(200);

    const cleared = await post('clear-favourite-products', { LanguageId, CurrenUser: { UserId: other.id } }, { headers: deniz.headers });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ succeeded: true, data: null, message: messages.notices.favourites_cleared });
    expect(await cards(deniz.headers)).toEqual([]);
    expect((await post('get-favorite-ids', {}, { headers: deniz.headers })).body.data.List).toEqual([]);
    expect((await cards(other.headers)).map((card) => card.ProductId)).toEqual([plain[0]]);
    // Clearing an empty list is harmless.
    expect((await post('clear-favourite-products', {}, { headers: deniz.headers })).status).toBe(200);
  });
});

describe('without a session', () => {
  it.each(languages)('both calls answer 401 login_required in $lang, and a visitor’s favourites stay', async ({ LanguageId, messages }) => {
    const visitor = randomUUID();
    expect((await post('add-favourite', { ProductId: plain[0], AnonymousUserId: visitor })).status).toBe(200);
    for (const name of ['favorite-products', 'clear-favourite-products'] as const) {
      const { status, body } = await post(name, { LanguageId, AnonymousUserId: visitor });
      expect(status).toBe(401);
      expect(body).toMatchObject({ succeeded: false, code: 'login_required', message: messages.errors.login_required });
    }
    expect((await post('get-favorite-ids', { AnonymousUserId: visitor })).body.data.List).toEqual([{ ProductId: plain[0] }]);
  });
});

describe('bad input', () => {
  it('refuses a language or country that is not one', async () => {
    const { headers } = await member('careless.cards@example.com');
    for (const data of [{ LanguageId: 3 }, { LanguageId: 'tr' }, { CountryId: -1 }, { CountryId: 0 }, { CountryId: 'x'.repeat(1000) }, { CountryId: 1.5 }]) {
      const { status, body } = await post('favorite-products', data, { headers });
      expect(status).toBe(400);
      expect(body.code).toBe('validation_failed');
    }
    expect((await post('clear-favourite-products', { LanguageId: -1 }, { headers })).status).toBe(400);
  });
});
