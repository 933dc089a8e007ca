/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { productOptions, products, productVariations, users } from '@/lib/server/db/schema';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { freshShop, post } from '../support/shop';
import { memberCookie } from '../support/session';

let shop: Database;
beforeAll(async () => {
  shop = await freshShop({ products: 48 });
});

/** A product sold as itself with `stock` pieces and no option list. */
async function plainProduct(stock: number) {
  const [row] = await shop.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.isMainVariation, true), eq(products.isActive, true)))
    .orderBy(products.id)
    .limit(1);
  await shop.db.update(products).set({ stock }).where(eq(products.id, row.id));
  await shop.db.delete(productOptions).where(eq(productOptions.productId, row.id));
  return row.id;
}

async function variedProduct() {
  const [row] = await shop.db.select({ id: products.id }).from(products).where(eq(products.isMainVariation, false)).orderBy(products.id).limit(1);
  await shop.db.delete(productOptions).where(eq(productOptions.productId, row.id));
  const variations = await shop.db.select().from(productVariations).where(eq(productVariations.productId, row.id)).orderBy(productVariations.sortOrder);
  await shop.db.update(productVariations).set({ stock: 5 }).where(eq(productVariations.id, variations[0].id));
  await shop.db.update(productVariations).set({ stock: 0 }).where(eq(productVariations.id, variations[1].id));
  return { productId: row.id, inStock: variations[0].id, soldOut: variations[1].id };
}

const add = (data: Record<string, unknown>, init?: Parameters<typeof post>[2]) => post('add-to-cart', { LanguageId: 2, ...data }, init);
const count = async (AnonymousUserId: string) => (await post('get-cart-count', { AnonymousUserId })).body.data;

describe('/add-to-cart', () => {
  it('puts a variation in the anonymous basket and says so', async () => {
    const { productId, inStock } = await variedProduct();
    const visitor = randomUUID();
    const { status, body } = await add({ ProductId: productId, VariationId: inStock, Quantity: 2, AnonymousUserId: visitor });
    expect(status).toBe(200);
    expect(body.message).toBe(en.notices.added_to_cart);
    expect(body.data).toEqual({ Quantity: 2, CartCount: 2 });
    expect(await count(visitor)).toBe(2);
    const turkish = await post('add-to-cart', { LanguageId: 1, ProductId: productId, VariationId: inStock, Quantity: 1, AnonymousUserId: visitor });
    expect(turkish.body.message).toBe(tr.notices.added_to_cart);
    expect(turkish.body.data).toEqual({ Quantity: 3, CartCount: 3 });
  });

  it('refuses zero, negative, fractional or missing quantities with 400', async () => {
    const productId = await plainProduct(10);
    for (const Quantity of [0, -1, 1.5, 'two', null]) {
      const { status, body } = await add({ ProductId: productId, Quantity, AnonymousUserId: randomUUID() });
      expect(status).toBe(400);
      expect(body.succeeded).toBe(false);
    }
  });

  it('answers an unknown product with 404', async () => {
    const { status, body } = await add({ ProductId: 999_999, Quantity: 1, AnonymousUserId: randomUUID() });
    expect(status).toBe(404);
    expect(body.message).toBe(en.errors.product_not_found);
  });

  it('refuses more than the stock, also when added in steps', async () => {
    const productId = await plainProduct(3);
    const visitor = randomUUID();
    const tooMany = await add({ ProductId: productId, Quantity: 4, AnonymousUserId: visitor });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(en.errors.no_stock);
    expect((await add({ ProductId: productId, Quantity: 2, AnonymousUserId: visitor })).status).toBe(200);
    const sum = await add({ ProductId: productId, Quantity: 2, AnonymousUserId: visitor });
    expect(sum.status).toBe(409);
    expect(sum.body.code).toBe('no_stock');
    expect((await add({ ProductId: productId, Quantity: 1, AnonymousUserId: visitor })).body.data.Quantity).toBe(3);
    expect(await count(visitor)).toBe(3);
  });

  it('refuses a sold-out variation, a missing one and one of another product', async () => {
    const { productId, soldOut } = await variedProduct();
    const visitor = randomUUID();
    expect((await add({ ProductId: productId, VariationId: soldOut, Quantity: 1, AnonymousUserId: visitor })).body.code).toBe('no_stock');
    const missing = await add({ ProductId: productId, Quantity: 1, AnonymousUserId: visitor });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(en.errors.variation_not_chosen);
    const [foreign] = await shop.db.select({ id: productVariations.id }).from(productVariations).where(and(ne(productVariations.productId, productId), gt(productVariations.stock, 0))).limit(1);
    const other = await add({ ProductId: productId, VariationId: foreign.id, Quantity: 1, AnonymousUserId: visitor });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('variation_not_found');
    const plain = await plainProduct(5);
    expect((await add({ ProductId: plain, VariationId: foreign.id, Quantity: 1, AnonymousUserId: visitor })).body.code).toBe('variation_not_found');
    expect(await count(visitor)).toBe(0);
  });

  it('needs one of the offered options when the product has a list', async () => {
    const [option] = await shop.db.select().from(productOptions).limit(1);
    const [row] = await shop.db.select().from(products).where(eq(products.id, option.productId));
    const variation = row.isMainVariation
      ? null
      : (await shop.db.select().from(productVariations).where(eq(productVariations.productId, row.id)).orderBy(productVariations.sortOrder))[0];
    if (variation) await shop.db.update(productVariations).set({ stock: 9 }).where(eq(productVariations.id, variation.id));
    else await shop.db.update(products).set({ stock: 9 }).where(eq(products.id, row.id));
    const item = { ProductId: row.id, VariationId: variation?.id ?? null, Quantity: 1, AnonymousUserId: randomUUID() };
    expect((await add(item)).body.code).toBe('variation_not_chosen');
    expect((await add({ ...item, Option: 'Something else' })).body.code).toBe('variation_not_chosen');
    expect((await add({ ...item, Option: option.nameEn })).status).toBe(200);
    // The Turkish name is the same option: one line, two pieces.
    expect((await add({ ...item, Option: option.nameTr })).body.data.Quantity).toBe(2);
  });

  it('fills the member basket from the session and refuses someone else\'s UserId', async () => {
    const productId = await plainProduct(10);
    const [user] = await shop.db.insert(users).values({ email: 'deniz@example.com', nameSurname: 'Deniz Kaya', passwordHash: 'x' }).returning();
    const cookie = await memberCookie(user.id);
    const added = await add({ ProductId: productId, Quantity: 2, UserId: user.id }, { headers: { cookie } });
    expect(added.body.data.CartCount).toBe(2);
    expect((await post('get-cart-count', {}, { headers: { cookie } })).body.data).toBe(2);
    expect((await add({ ProductId: productId, Quantity: 1, UserId: user.id + 1 }, { headers: { cookie } })).status).toBe(403);
    expect((await add({ ProductId: productId, Quantity: 1, UserId: user.id })).status).toBe(401);
  });

  it('needs a basket owner: a visitor without an anonymous id is refused', async () => {
    const productId = await plainProduct(10);
    const { status, body } = await add({ ProductId: productId, Quantity: 1 });
    expect(status).toBe(404);
    expect(body.code).toBe('cart_not_found');
  });
});

describe('/get-menu-cart', () => {
  it('lists the lines with prices in the caller\'s currency and the total', async () => {
    const productId = await plainProduct(10);
    const [row] = await shop.db.select().from(products).where(eq(products.id, productId));
    const visitor = randomUUID();
    await add({ ProductId: productId, Quantity: 2, AnonymousUserId: visitor });
    const english = await post('get-menu-cart', { LanguageId: 2, AnonymousUserId: visitor, CountryId: 223 });
    expect(english.status).toBe(200);
    expect(english.body.data.List).toHaveLength(1);
    expect(english.body.data.List[0]).toMatchObject({ ProductId: productId, Title: row.titleEn, Quantity: 2, UnitPrice: row.salePriceUsd });
    expect(english.body.data.TotalPrice).toBe(row.salePriceUsd * 2);
    expect(english.body.data.TotalPriceStr).toMatch(/^\$/);
    const turkish = await post('get-menu-cart', { LanguageId: 1, AnonymousUserId: visitor });
    expect(turkish.body.data.TotalPriceStr).toMatch(/ TL$/);
    expect(turkish.body.data.List[0].Title).toBe(row.titleTr);
  });

  it('answers an empty list for a visitor with no basket', async () => {
    const { body } = await post('get-menu-cart', { LanguageId: 2, AnonymousUserId: randomUUID() });
    expect(body.data.List).toEqual([]);
    expect(body.data.TotalPrice).toBe(0);
  });
});
