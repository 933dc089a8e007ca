/** @jest-environment node */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { products, productVariations } from '@/lib/server/db/schema';
import { freshShop } from '../support/shop';

/*
 * products.total_stock, which "in stock only" filters on, is kept by the database (migration 0008):
 * every write path keeps spec 01 §3's rule, the seed's included.
 */

let shop: Database;
beforeAll(async () => {
  shop = await freshShop();
});

const totalOf = async (id: number) => (await shop.db.select({ total: products.totalStock }).from(products).where(eq(products.id, id)))[0].total;
const ruleOf = async (id: number) => {
  const [row] = await shop.db.select().from(products).where(eq(products.id, id));
  if (row.isMainVariation) return row.stock;
  const [{ sum }] = await shop.db.select({ sum: sql<number>`coalesce(sum(${productVariations.stock}), 0)::int` }).from(productVariations).where(eq(productVariations.productId, id));
  return sum;
};

describe("the database's total stock", () => {
  it('matches the rule for every seeded product', async () => {
    const rows = await shop.db.select({ id: products.id, total: products.totalStock }).from(products);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.total).toBe(await ruleOf(row.id));
  });

  it("follows a main-variation product's own stock", async () => {
    const [row] = await shop.db.select().from(products).where(eq(products.isMainVariation, true)).limit(1);
    await shop.db.update(products).set({ stock: 7 }).where(eq(products.id, row.id));
    expect(await totalOf(row.id)).toBe(7);
  });

  it("follows its variations' inserts, updates and deletes, several at once", async () => {
    const [row] = await shop.db.select().from(products).where(eq(products.isMainVariation, false)).limit(1);
    await shop.db.update(productVariations).set({ stock: 2 }).where(eq(productVariations.productId, row.id));
    const count = (await shop.db.select().from(productVariations).where(eq(productVariations.productId, row.id))).length;
    expect(await totalOf(row.id)).toBe(2 * count);
    const [added] = await shop.db
      .insert(productVariations)
      .values([{ productId: row.id, nameTr: 'Ek', nameEn: 'Extra', stock: 5 }])
      .returning({ id: productVariations.id });
    expect(await totalOf(row.id)).toBe(2 * count + 5);
    await shop.db.delete(productVariations).where(eq(productVariations.id, added.id));
    expect(await totalOf(row.id)).toBe(2 * count);
    await shop.db.update(productVariations).set({ stock: 0 }).where(eq(productVariations.productId, row.id));
    expect(await totalOf(row.id)).toBe(0);
  });

  it('switches rule when a product stops or starts being its own variation', async () => {
    const [row] = await shop.db.select().from(products).where(eq(products.isMainVariation, false)).limit(1);
    await shop.db.update(products).set({ isMainVariation: true, stock: 3 }).where(eq(products.id, row.id));
    expect(await totalOf(row.id)).toBe(3);
    await shop.db.update(products).set({ isMainVariation: false }).where(eq(products.id, row.id));
    expect(await totalOf(row.id)).toBe(await ruleOf(row.id));
  });
});
