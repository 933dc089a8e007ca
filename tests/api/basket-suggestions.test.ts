/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { categories, productCategories, products } from '@/lib/server/db/schema';
import { freshShop, post } from '../support/shop';

let shop: Database;
beforeAll(async () => {
  shop = await freshShop({ products: 200 });
});

type Card = { Id: number };
const suggestionsFor = async (AnonymousUserId: string) => {
  const { status, body } = await post('get-cart-suggestions', { LanguageId: 1, AnonymousUserId });
  expect(status).toBe(200);
  return (body.data.List as Card[]).map((card) => card.Id);
};

/** The child categories and designer of each product. */
async function kin(ids: number[]) {
  const filed = await shop.db
    .select({ productId: productCategories.productId, categoryId: productCategories.categoryId, designerId: products.designerId })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .innerJoin(products, eq(products.id, productCategories.productId))
    .where(and(inArray(productCategories.productId, ids), isNotNull(categories.parentId)));
  return filed;
}

describe('/get-cart-suggestions', () => {
  it('suggests pieces of the basket’s categories and designers, never one already in it', async () => {
    const AnonymousUserId = randomUUID();
    const plain = await shop.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.isMainVariation, true), eq(products.isActive, true), gt(products.stock, 0)))
      .orderBy(products.id)
      .limit(2);
    for (const { id } of plain) {
      const added = await post('add-to-cart', { ProductId: id, Quantity: 1, AnonymousUserId, LanguageId: 1 });
      expect(added.status).toBe(200);
    }
    const inBasket = plain.map((row) => row.id);
    const suggested = await suggestionsFor(AnonymousUserId);
    expect(suggested.length).toBeGreaterThan(0);
    for (const id of inBasket) expect(suggested).not.toContain(id);
    const basketKin = await kin(inBasket);
    const categoriesOfBasket = new Set(basketKin.map((row) => row.categoryId));
    const designersOfBasket = new Set(basketKin.map((row) => row.designerId));
    const suggestedKin = await kin(suggested);
    for (const id of suggested) {
      const own = suggestedKin.filter((row) => row.productId === id);
      const related = own.some((row) => categoriesOfBasket.has(row.categoryId) || designersOfBasket.has(row.designerId));
      expect([id, related]).toEqual([id, true]);
    }
  });

  it('offers the featured pieces to an empty basket', async () => {
    const featured = await post('get-featured-products', { LanguageId: 1 });
    expect(await suggestionsFor(randomUUID())).toEqual(featured.body.data.productList.slice(0, 24).map((card: Card) => card.Id));
  });
});
