/** @jest-environment node */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Database } from '@/lib/server/db/client';
import { freshShop, post } from '../support/shop';

let shop: Database;
beforeAll(async () => {
  shop = await freshShop({ products: 200 });
}, 180_000);

const rows = async (query: string) => ((await shop.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
const run = (query: string) => shop.db.execute(sql.raw(query));

/** What category_listings must hold, computed afresh from products, filings and the category tree. */
const EXPECTED = `select distinct t.category_id, p.id as product_id, p.designer_id, p.is_active, p.created_at, p.popularity,
    p.price_try, p.sale_price_try, p.price_usd, p.sale_price_usd, p.total_stock, p.is_free_cargo
  from products p join product_categories pc on pc.product_id = p.id join categories c on c.id = pc.category_id
  cross join lateral (values (c.id), (c.parent_id)) t(category_id) where t.category_id is not null`;
const LISTED = `select category_id, product_id, designer_id, is_active, created_at, popularity, price_try, sale_price_try, price_usd, sale_price_usd, total_stock, is_free_cargo from category_listings`;

async function differences() {
  const [{ n }] = await rows(`select count(*)::int as n from ((${EXPECTED} except ${LISTED}) union all (${LISTED} except ${EXPECTED})) d`);
  return n;
}

/** Each category's active listing rows counted afresh, against category_listing_counts (migration 0027; a category with none may keep a 0 row). */
const ACTIVE = 'select category_id, count(*)::int as active from category_listings where is_active group by category_id';
const COUNTED = 'select category_id, active from category_listing_counts where active <> 0';

async function countDifferences() {
  const [{ n }] = await rows(`select count(*)::int as n from ((${ACTIVE} except ${COUNTED}) union all (${COUNTED} except ${ACTIVE})) d`);
  return n;
}

/** The writes a shop makes to what a listing holds, on a product (1–200), a category and a top group. */
const write = fc.oneof(
  fc.record({ id: fc.integer({ min: 1, max: 200 }), by: fc.integer({ min: -500, max: 500 }) }).map(({ id, by }) => `update products set sale_price_try = greatest(1, sale_price_try + ${by}) where id = ${id}`),
  fc.record({ id: fc.integer({ min: 1, max: 200 }), stock: fc.integer({ min: 0, max: 5 }) }).map(({ id, stock }) => `update product_variations set stock = ${stock} where product_id = ${id}`),
  fc.integer({ min: 1, max: 200 }).map((id) => `update products set is_active = not is_active where id = ${id}`),
  fc.record({ id: fc.integer({ min: 1, max: 200 }), category: fc.integer({ min: 1, max: 58 }) }).map(
    ({ id, category }) => `insert into product_categories (product_id, category_id) select p.id, c.id from products p, categories c where p.id = ${id} and c.id = ${category} on conflict do nothing`,
  ),
  fc.integer({ min: 1, max: 200 }).map((id) => `delete from product_categories where (product_id, category_id) in (select product_id, category_id from product_categories where product_id = ${id} limit 1)`),
  fc.record({ child: fc.integer({ min: 0, max: 100 }), top: fc.integer({ min: 0, max: 100 }) }).map(
    ({ child, top }) => `update categories set parent_id = (select id from categories where parent_id is null order by id offset ${top} % (select count(*) from categories where parent_id is null) limit 1)
      where id = (select id from categories where parent_id is not null order by id offset ${child} % (select count(*) from categories where parent_id is not null) limit 1)`,
  ),
  fc.integer({ min: 150, max: 200 }).map((id) => `delete from products where id = ${id}`),
);

describe('category_listings, the listing rows the database keeps (migration 0025)', () => {
  it('holds a row per product for each category it is filed under and for that category’s parent', async () => {
    expect(Number((await rows('select count(*) as n from category_listings'))[0].n)).toBeGreaterThan(200);
    expect(await differences()).toBe(0);
  });

  it('follows every write: prices, stock, activity, filings, a moved category, a deleted product', async () => {
    await run('update products set sale_price_try = sale_price_try + 100, popularity = popularity + 1 where id % 7 = 0');
    expect(await differences()).toBe(0);
    await run('update product_variations set stock = stock + 3 where product_id % 5 = 0');
    expect(await differences()).toBe(0);
    await run('update products set is_active = false where id = 11');
    expect(await differences()).toBe(0);
    await run('delete from product_categories where product_id = 12');
    await run('insert into product_categories (product_id, category_id) values (12, 13)');
    expect(await differences()).toBe(0);
    const [child] = await rows('select id, parent_id from categories where parent_id is not null order by id limit 1');
    const [other] = await rows(`select id from categories where parent_id is null and id <> ${child.parent_id} order by id limit 1`);
    await run(`update categories set parent_id = ${other.id} where id = ${child.id}`);
    expect(await differences()).toBe(0);
    await run(`update categories set parent_id = ${child.parent_id} where id = ${child.id}`);
    await run('delete from products where id = 13');
    expect(await differences()).toBe(0);
  });

  it('keeps each category’s active count (category_listing_counts) through any sequence of those writes', async () => {
    expect(await countDifferences()).toBe(0);
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 6 }), async (writes) => {
        for (const each of writes) {
          await run(each);
          expect(await countDifferences()).toBe(0);
        }
        expect(await differences()).toBe(0);
      }),
      { numRuns: 25 },
    );
  });

  it('gives the listing its page and count: a product made the cheapest leads its category sorted by price', async () => {
    const [filing] = await rows('select p.id, pc.category_id from products p join product_categories pc on pc.product_id = p.id where p.is_active order by p.id desc limit 1');
    await run(`update products set sale_price_try = 1 where id = ${filing.id}`);
    const listing = { LanguageId: 1, CategoryId: filing.category_id, OrderBy: 1, MinPrice: 0, MaxPrice: null, designerListString: null, IsOnlyDiscounted: false, IsOnlyStock: false, IsOnlyFreeCargo: false, Take: 24, Skip: 0 };
    const { body } = await post('get-category-products', listing);
    expect(body.data.List[0].Id).toBe(filing.id);
    const [{ n }] = await rows(`select count(*)::int as n from category_listings where category_id = ${filing.category_id} and is_active`);
    expect(body.data.List[0].TotalCount).toBe(n);
  });
});
