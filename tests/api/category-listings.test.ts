/** @jest-environment node */
import { sql } from 'drizzle-orm';
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
