/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { favourites, products, productVariations, users } from '@/lib/server/db/schema';
import { mergeAnonymousFavourites } from '@/lib/server/services/favourites';
import en from '@/messages/en.json';
import { freshShop, plainProductIds, post } from '../support/shop';
import { memberCookie } from '../support/session';

let shop: Database;
let plain: number[];
let varied: { productId: number; variationId: number; otherProductVariation: number };

beforeAll(async () => {
  shop = await freshShop({ products: 24 });
  plain = await plainProductIds(shop.db, 3);
  const [withVariations] = await shop.db.select({ id: products.id }).from(products).where(eq(products.isMainVariation, false)).orderBy(products.id).limit(1);
  const [own] = await shop.db.select({ id: productVariations.id }).from(productVariations).where(eq(productVariations.productId, withVariations.id)).limit(1);
  const [other] = await shop.db.select({ id: productVariations.id, productId: productVariations.productId }).from(productVariations).orderBy(productVariations.id);
  const foreign = other.productId === withVariations.id
    ? (await shop.db.select({ id: productVariations.id, productId: productVariations.productId }).from(productVariations)).find((row) => row.productId !== withVariations.id)!
    : other;
  varied = { productId: withVariations.id, variationId: own.id, otherProductVariation: foreign.id };
});

const ids = async (data: Record<string, unknown>, init?: Parameters<typeof post>[2]) => {
  const { status, body } = await post('get-favorite-ids', data, init);
  expect(status).toBe(200);
  return (body.data.List as { ProductId: number }[]).map((row) => row.ProductId);
};

async function member(email: string) {
  const [user] = await shop.db.insert(users).values({ email, nameSurname: 'Deniz Kaya', passwordHash: 'x' }).returning();
  return { id: user.id, cookie: await memberCookie(user.id) };
}

describe('favourites of an anonymous visitor', () => {
  it('adds, lists and deletes under the anonymous id; adding twice keeps one', async () => {
    const visitor = randomUUID();
    expect(await ids({ AnonymousUserId: visitor })).toEqual([]);
    const added = await post('add-favourite', { ProductId: plain[0], AnonymousUserId: visitor });
    expect(added.status).toBe(200);
    expect(added.body.succeeded).toBe(true);
    expect((await post('add-favourite', { ProductId: plain[0], AnonymousUserId: visitor })).status).toBe(200);
    await post('add-favourite', { ProductId: varied.productId, VariationId: varied.variationId, AnonymousUserId: visitor });
    expect(await ids({ UserId: null, AnonymousUserId: visitor })).toEqual([plain[0], varied.productId]);
    expect(await ids({ AnonymousUserId: randomUUID() })).toEqual([]);

    expect((await post('delete-favourite', { ProductId: plain[0], AnonymousUserId: visitor })).status).toBe(200);
    expect((await post('delete-favourite', { ProductId: plain[0], AnonymousUserId: visitor })).status).toBe(200);
    expect(await ids({ AnonymousUserId: visitor })).toEqual([varied.productId]);
  });

  it('asks for a variation of the product itself when it has variations', async () => {
    const visitor = randomUUID();
    const missing = await post('add-favourite', { LanguageId: 2, ProductId: varied.productId, AnonymousUserId: visitor });
    expect(missing.body.code).toBe('variation_not_chosen');
    expect(missing.body.message).toBe(en.errors.variation_not_chosen);
    const foreign = await post('add-favourite', { ProductId: varied.productId, VariationId: varied.otherProductVariation, AnonymousUserId: visitor });
    expect(foreign.body.code).toBe('variation_not_found');
    const onPlain = await post('add-favourite', { ProductId: plain[1], VariationId: varied.variationId, AnonymousUserId: visitor });
    expect(onPlain.body.code).toBe('variation_not_found');
    expect(await ids({ AnonymousUserId: visitor })).toEqual([]);
  });

  it('answers an unknown or inactive product with 404', async () => {
    const visitor = randomUUID();
    const unknown = await post('add-favourite', { LanguageId: 2, ProductId: 999_999, AnonymousUserId: visitor });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(en.errors.product_not_found);
    expect((await post('delete-favourite', { ProductId: 999_999, AnonymousUserId: visitor })).status).toBe(404);
    await shop.db.update(products).set({ isActive: false }).where(eq(products.id, plain[2]));
    try {
      expect((await post('add-favourite', { ProductId: plain[2], AnonymousUserId: visitor })).body.code).toBe('product_not_found');
    } finally {
      await shop.db.update(products).set({ isActive: true }).where(eq(products.id, plain[2]));
    }
  });

  it('refuses bad input with 400 and a call without any owner', async () => {
    for (const data of [{ ProductId: -1 }, { ProductId: 1.5 }, { ProductId: 'one' }, {}, { ProductId: plain[0], AnonymousUserId: 'not-a-uuid' }, { ProductId: plain[0], VariationId: 0 }]) {
      const { status, body } = await post('add-favourite', { AnonymousUserId: randomUUID(), ...data });
      expect(status).toBe(400);
      expect(body.succeeded).toBe(false);
    }
    expect((await post('delete-favourite', { AnonymousUserId: randomUUID() })).status).toBe(400);
    expect((await post('add-favourite', { ProductId: plain[0] })).status).toBe(401);
    expect(await ids({})).toEqual([]);
  });
});

describe('favourites of a member', () => {
  it('keeps them under the session member and refuses someone else’s UserId', async () => {
    const deniz = await member('deniz.fav@example.com');
    const headers = { cookie: deniz.cookie };
    expect((await post('add-favourite', { ProductId: plain[1], UserId: deniz.id }, { headers })).status).toBe(200);
    // The session decides: an anonymous id sent along does not take the favourite away from the member.
    expect((await post('add-favourite', { ProductId: plain[0], AnonymousUserId: randomUUID() }, { headers })).status).toBe(200);
    expect(await ids({ UserId: deniz.id }, { headers })).toEqual([plain[1], plain[0]]);

    expect((await post('add-favourite', { ProductId: plain[2], UserId: deniz.id + 1 }, { headers })).status).toBe(403);
    expect((await post('get-favorite-ids', { UserId: deniz.id + 1 }, { headers })).status).toBe(403);
    expect((await post('delete-favourite', { ProductId: plain[1], UserId: deniz.id })).status).toBe(401);

    expect((await post('delete-favourite', { ProductId: plain[1], UserId: deniz.id }, { headers })).status).toBe(200);
    expect(await ids({}, { headers })).toEqual([plain[0]]);
  });
});

describe('rate limit', () => {
  it('lets one address toggle 60 hearts a minute, then answers 429', async () => {
    const from = (ip: string) => ({ headers: { 'x-vitrin-client-ip': ip } });
    const visitor = randomUUID();
    for (let i = 0; i < 60; i++) expect((await post('add-favourite', { ProductId: plain[0], AnonymousUserId: visitor }, from('203.0.113.61'))).status).toBe(200);
    const refused = await post('add-favourite', { ProductId: plain[0], AnonymousUserId: visitor }, from('203.0.113.61'));
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_requests');
    expect((await post('add-favourite', { ProductId: plain[0], AnonymousUserId: visitor }, from('198.51.100.61'))).status).toBe(200);
  });
});

describe('mergeAnonymousFavourites', () => {
  it('moves the visitor’s favourites to the member, keeping the member’s own rows', async () => {
    const ayse = await member('ayse.fav@example.com');
    const headers = { cookie: ayse.cookie };
    const visitor = randomUUID();
    await post('add-favourite', { ProductId: plain[0], UserId: ayse.id }, { headers });
    await post('add-favourite', { ProductId: plain[0], AnonymousUserId: visitor });
    await post('add-favourite', { ProductId: varied.productId, VariationId: varied.variationId, AnonymousUserId: visitor });

    expect(await mergeAnonymousFavourites(shop.db, visitor, ayse.id)).toBe(1);
    expect((await ids({}, { headers })).sort()).toEqual([plain[0], varied.productId].sort());
    expect(await ids({ AnonymousUserId: visitor })).toEqual([]);
    const [moved] = await shop.db.select().from(favourites).where(and(eq(favourites.userId, ayse.id), eq(favourites.productId, varied.productId)));
    expect(moved.variationId).toBe(varied.variationId);
    expect(await mergeAnonymousFavourites(shop.db, visitor, ayse.id)).toBe(0);
  });
});
