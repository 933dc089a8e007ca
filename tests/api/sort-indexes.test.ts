/** @jest-environment node */
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { orders, products } from '@/lib/server/db/schema';
import { freshShop } from '../support/shop';

let shop: Database;
beforeAll(async () => {
  shop = await freshShop({ products: 48 });
});

/**
 * The plan of a query with sorting priced out of reach: when an index already yields the query's
 * order, the plan reads it and has no Sort node; when none matches, the sort stays. `without` drops
 * an index inside the (rolled back) transaction: on a nearly empty table the planner prices a
 * whole-table index scan with a filter the same as the narrower index the query is meant to use.
 */
async function planOf(query: { getSQL(): SQL }, without?: string): Promise<string> {
  const explain = async (tx: Parameters<Parameters<typeof shop.db.transaction>[0]>[0]) => {
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain ${query.getSQL()}`);
    return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
  };
  if (!without) return shop.db.transaction(explain);
  let plan = '';
  await shop.db
    .transaction(async (tx) => {
      await tx.execute(sql.raw(`drop index ${without}`));
      plan = await explain(tx);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!plan) throw error;
    });
  return plan;
}

describe('descending indexes serve `desc()` orders', () => {
  it.each([
    ['most popular first', () => shop.db.select({ id: products.id }).from(products).orderBy(desc(products.popularity), desc(products.id)).limit(24), 'products_popular_idx'],
    ['newest first', () => shop.db.select({ id: products.id }).from(products).orderBy(desc(products.createdAt), desc(products.id)).limit(24), 'products_newest_idx'],
  ])('%s: read in index order, no sort', async (_, query, index) => {
    const plan = await planOf(query());
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it.each([
    // The back-office's list of every order by date has its own index (orders_created_idx).
    ['a member’s orders, newest first', () => shop.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, 1)).orderBy(desc(orders.createdAt)).limit(10), 'orders_user_idx', 'orders_created_idx'],
  ])('%s: read in index order, no sort', async (_, query, index, without?: string) => {
    const plan = await planOf(query(), without);
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
