/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { basketLines, baskets, favourites, productOptions, products, productVariations, users } from '@/lib/server/db/schema';
import { activeMember, logInAs } from '../support/accounts';
import { freshShop, plainProductIds, post } from '../support/shop';

let shop: Database;
let userId: number;
let plain: number[];
let varied: { productId: number; variationId: number };

beforeAll(async () => {
  shop = await freshShop({ products: 24 });
  plain = await plainProductIds(shop.db, 3);
  const [withVariations] = await shop.db.select({ id: products.id }).from(products).where(and(eq(products.isMainVariation, false), eq(products.isActive, true))).orderBy(products.id).limit(1);
  const [variation] = await shop.db.select({ id: productVariations.id }).from(productVariations).where(eq(productVariations.productId, withVariations.id)).limit(1);
  varied = { productId: withVariations.id, variationId: variation.id };
  for (const [id, stock] of [[plain[0], 5], [plain[1], 3], [plain[2], 0]]) await shop.db.update(products).set({ stock }).where(eq(products.id, id));
  await shop.db.update(productVariations).set({ stock: 4 }).where(eq(productVariations.id, variation.id));
  for (const id of [...plain, varied.productId]) await shop.db.delete(productOptions).where(eq(productOptions.productId, id));

  await activeMember('merge@example.com');
  [{ id: userId }] = await shop.db.select({ id: users.id }).from(users).where(eq(users.email, 'merge@example.com'));
});

async function basket(owner: { userId: number } | { anonymousId: string }, lines: [productId: number, variationId: number | null, quantity: number][]) {
  const [cart] = await shop.db.insert(baskets).values(owner).returning({ id: baskets.id });
  await shop.db.insert(basketLines).values(lines.map(([productId, variationId, quantity]) => ({ basketId: cart.id, productId, variationId, quantity })));
}

const memberLines = () =>
  shop.db
    .select({ productId: basketLines.productId, variationId: basketLines.variationId, quantity: basketLines.quantity })
    .from(basketLines)
    .innerJoin(baskets, eq(baskets.id, basketLines.basketId))
    .where(eq(baskets.userId, userId))
    .orderBy(asc(basketLines.productId));

describe('login merges what the visitor collected before signing in', () => {
  it('adds quantities of the same piece up to its stock, moves the others, leaves sold-out pieces behind, and joins the favourites', async () => {
    const visitor = randomUUID();
    await basket({ userId }, [[plain[0], null, 3], [varied.productId, varied.variationId, 1]]);
    await basket({ anonymousId: visitor }, [[plain[0], null, 4], [plain[1], null, 2], [plain[2], null, 1], [varied.productId, varied.variationId, 2]]);
    await shop.db.insert(favourites).values([{ userId, productId: plain[0] }, { anonymousId: visitor, productId: plain[0] }, { anonymousId: visitor, productId: plain[1] }]);

    const { cookie } = await logInAs('merge@example.com', undefined, { AnonymousUserId: visitor });

    expect(await memberLines()).toEqual(
      [
        { productId: plain[0], variationId: null, quantity: 5 },
        { productId: plain[1], variationId: null, quantity: 2 },
        { productId: varied.productId, variationId: varied.variationId, quantity: 3 },
      ].sort((a, b) => a.productId - b.productId),
    );
    expect(await shop.db.$count(baskets, eq(baskets.anonymousId, visitor))).toBe(0);
    expect((await post('get-cart-count', {}, { headers: { cookie } })).body.data).toBe(10);

    const favouriteIds = await post('get-favorite-ids', {}, { headers: { cookie } });
    expect((favouriteIds.body.data.List as { ProductId: number }[]).map((row) => row.ProductId).sort()).toEqual([plain[0], plain[1]].sort());
    expect(await shop.db.$count(favourites, eq(favourites.anonymousId, visitor))).toBe(0);
  });

  it('leaves the member basket as it is when the visitor had none', async () => {
    const before = await memberLines();
    await logInAs('merge@example.com', undefined, { AnonymousUserId: randomUUID() });
    await logInAs('merge@example.com');
    expect(await memberLines()).toEqual(before);
    expect(await shop.db.$count(favourites, isNotNull(favourites.anonymousId))).toBe(0);
  });

  it('gives a member with no basket yet the visitor lines', async () => {
    await activeMember('fresh@example.com');
    const visitor = randomUUID();
    await basket({ anonymousId: visitor }, [[plain[1], null, 9]]);
    const { cookie } = await logInAs('fresh@example.com', undefined, { AnonymousUserId: visitor });
    expect((await post('get-cart-count', {}, { headers: { cookie } })).body.data).toBe(3);
  });
});
