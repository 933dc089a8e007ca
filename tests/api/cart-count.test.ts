/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import type { Database } from '@/lib/server/db/client';
import { basketLines, baskets, products, users } from '@/lib/server/db/schema';
import en from '@/messages/en.json';
import { freshShop, post } from '../support/shop';
import { memberCookie } from '../support/session';

let shop: Database;
beforeAll(async () => {
  shop = await freshShop({ products: 12 });
});

async function basketWith(owner: { userId?: number; anonymousId?: string }, quantities: number[]) {
  const [cart] = await shop.db.insert(baskets).values(owner).returning();
  const items = await shop.db.select({ id: products.id }).from(products).limit(quantities.length);
  await shop.db.insert(basketLines).values(items.map((item, i) => ({ basketId: cart.id, productId: item.id, quantity: quantities[i] })));
}

describe('/get-cart-count', () => {
  it('counts the items (quantities) in an anonymous visitor basket', async () => {
    const anonymousId = randomUUID();
    await basketWith({ anonymousId }, [2, 1, 3]);
    const { status, body } = await post('get-cart-count', { AnonymousUserId: anonymousId });
    expect(status).toBe(200);
    expect(body.data).toBe(6);
  });

  it('answers 0 for a visitor with no basket or no id', async () => {
    expect((await post('get-cart-count', { AnonymousUserId: randomUUID() })).body.data).toBe(0);
    expect((await post('get-cart-count', {})).body.data).toBe(0);
  });

  it('counts the member basket from the session, not from the body', async () => {
    const [user] = await shop.db.insert(users).values({ email: 'ayse@example.com', nameSurname: 'Ayşe Yılmaz', passwordHash: 'x' }).returning();
    await basketWith({ userId: user.id }, [4]);
    const cookie = await memberCookie(user.id);
    expect((await post('get-cart-count', { UserId: user.id }, { headers: { cookie } })).body.data).toBe(4);
    expect((await post('get-cart-count', { AnonymousUserId: randomUUID() }, { headers: { cookie } })).body.data).toBe(4);
  });

  it('refuses a malformed anonymous id with a localized 400', async () => {
    const { status, body } = await post('get-cart-count', { AnonymousUserId: 'not-a-guid', LanguageId: 2 });
    expect(status).toBe(400);
    expect(body.message).toBe(en.validation.uuid);
  });
});
