/** @jest-environment node */
import { and, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { categories, productCategories, products } from '@/lib/server/db/schema';
import { freshShop, post } from '../support/shop';

let shop: Database;
beforeAll(async () => {
  shop = await freshShop({ products: 48 });
});

type Card = { Id: number };
const similarOf = async (id: number): Promise<number[]> => {
  const { status, body } = await post('get-product-detail', { LanguageId: 1, ProductId: id });
  expect(status).toBe(200);
  return body.data.similarProducts.map((card: Card) => card.Id);
};

/** A product filed under a child category, that category, and four products of the shop not filed there. */
async function arrange() {
  const [filed] = await shop.db
    .select({ productId: productCategories.productId, categoryId: productCategories.categoryId, designerId: products.designerId })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .innerJoin(products, eq(products.id, productCategories.productId))
    .where(and(isNotNull(categories.parentId), eq(products.isActive, true)))
    .limit(1);
  const siblings = shop.db.select({ id: productCategories.productId }).from(productCategories).where(eq(productCategories.categoryId, filed.categoryId));
  const outsiders = await shop.db
    .select({ id: products.id, designerId: products.designerId })
    .from(products)
    .where(and(notInArray(products.id, siblings), ne(products.designerId, filed.designerId), eq(products.isActive, true)))
    .orderBy(products.id)
    .limit(4);
  return { ...filed, outsiders: outsiders.map((row) => row.id) };
}

describe('similar products (the product page carousel)', () => {
  it('shows pieces of the same child category, the same designer first, each group by popularity, never itself or an inactive piece', async () => {
    const { productId, categoryId, designerId, outsiders } = await arrange();
    const [ownPiece, popular, lessPopular, inactive] = outsiders;
    // Every popularity to 0 (the filing rows follow through the products trigger), then the four
    // outsiders filed under the category: the filing rows take their product's popularity on insert.
    await shop.db.update(products).set({ popularity: 0 });
    await shop.db.update(products).set({ designerId }).where(eq(products.id, ownPiece));
    await shop.db.update(products).set({ popularity: 10 }).where(eq(products.id, ownPiece));
    await shop.db.update(products).set({ popularity: 900 }).where(eq(products.id, popular));
    await shop.db.update(products).set({ popularity: 500 }).where(eq(products.id, lessPopular));
    await shop.db.update(products).set({ popularity: 1000, isActive: false }).where(eq(products.id, inactive));
    await shop.db.insert(productCategories).values(outsiders.map((id) => ({ productId: id, categoryId })));

    const similar = await similarOf(productId);
    expect(similar[0]).toBe(ownPiece);
    expect(similar).not.toContain(productId);
    expect(similar).not.toContain(inactive);
    expect(similar.indexOf(popular)).toBeLessThan(similar.indexOf(lessPopular));
    expect(similar.length).toBeLessThanOrEqual(10);

    const rows = await shop.db.select({ id: products.id, designerId: products.designerId }).from(products).where(inArray(products.id, similar));
    const designerOf = new Map(rows.map((row) => [row.id, row.designerId]));
    const own = similar.map((id) => designerOf.get(id) === designerId);
    // The designer's pieces form the head of the list.
    expect(own.indexOf(false) === -1 || !own.slice(own.indexOf(false)).includes(true)).toBe(true);
    const filedThere = await shop.db
      .select({ id: productCategories.productId })
      .from(productCategories)
      .where(and(eq(productCategories.categoryId, categoryId), inArray(productCategories.productId, similar)));
    expect(filedThere).toHaveLength(similar.length);

    // A popularity change reaches the carousel: the less popular piece overtakes.
    await shop.db.update(products).set({ popularity: 950 }).where(eq(products.id, lessPopular));
    const after = await similarOf(productId);
    expect(after.indexOf(lessPopular)).toBeLessThan(after.indexOf(popular));
  });

  it('keeps each filing row equal to its product: designer and popularity, whoever writes', async () => {
    const [product] = await shop.db.select({ id: products.id }).from(products).innerJoin(productCategories, eq(productCategories.productId, products.id)).limit(1);
    await shop.db.update(products).set({ popularity: 4242 }).where(eq(products.id, product.id));
    const mismatched = await shop.db.execute(
      sql`select count(*)::int as n from ${productCategories} pc join ${products} p on p.id = pc.product_id
          where pc.designer_id <> p.designer_id or pc.popularity <> p.popularity`,
    );
    expect((mismatched as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    const [row] = await shop.db.select({ popularity: productCategories.popularity }).from(productCategories).where(eq(productCategories.productId, product.id)).limit(1);
    expect(row.popularity).toBe(4242);
  });
});
