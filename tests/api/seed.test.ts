/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { seedDatabase } from '@/db/seed';
import { openDatabase, type Database } from '@/lib/server/db/client';
import { migrateDatabase } from '@/lib/server/db/prepare';
import { freshShop } from '../support/shop';

const rows = async (database: Database, query: string) =>
  (await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] };
const count = async (database: Database, query: string) => Number((await rows(database, query)).rows[0].n);

let shop: Database;
beforeAll(async () => {
  shop = await freshShop({ products: 640 });
});

describe('the demo catalogue', () => {
  it('is a real-looking shop: the 11 groups with children, 40+ designers, 600+ products', async () => {
    expect(await count(shop, 'select count(*) n from categories where parent_id is null')).toBe(11);
    expect(await count(shop, 'select count(distinct parent_id) n from categories where parent_id is not null')).toBe(11);
    expect(await count(shop, 'select count(*) n from designers')).toBeGreaterThanOrEqual(40);
    expect(await count(shop, 'select count(*) n from products')).toBe(640);
    expect(await count(shop, 'select count(*) n from contracts')).toBe(5);
    expect(await count(shop, 'select count(*) n from cities where country_id = 223')).toBe(81);
    expect(await count(shop, 'select count(*) n from districts')).toBeGreaterThan(900);
  });

  it('covers every case the storefront must show', async () => {
    const types = (await rows(shop, 'select distinct variation_type t from products where variation_type is not null order by 1')).rows.map((r) => Number(r.t));
    expect(types).toEqual([1, 2, 3]);
    expect(await count(shop, 'select count(*) n from products where discount_percentage > 0 and sale_price_try < price_try')).toBeGreaterThan(0);
    expect(await count(shop, 'select count(*) n from products where is_free_cargo')).toBeGreaterThan(0);
    expect(await count(shop, 'select count(*) n from products where is_must_have')).toBeGreaterThan(0);
    expect(await count(shop, 'select count(*) n from products where is_featured')).toBeGreaterThanOrEqual(24);
    expect(await count(shop, 'select count(*) n from product_options')).toBeGreaterThan(0);
    expect(await count(shop, `select count(*) n from products p where (p.is_main_variation and p.stock <= 0)
      or (not p.is_main_variation and not exists (select 1 from product_variations v where v.product_id = p.id and v.stock > 0))`)).toBeGreaterThan(0);
    expect(await count(shop, 'select count(*) n from discount_codes')).toBeGreaterThan(0);
    expect(await count(shop, 'select count(*) n from bank_accounts')).toBeGreaterThan(0);
  });

  it('keeps money in integer minor units and never discounts above the list price', async () => {
    expect(await count(shop, 'select count(*) n from products where sale_price_try > price_try or sale_price_usd > price_usd or price_try <= 0')).toBe(0);
  });

  it('is the same shop every time it is generated', async () => {
    const other = await openDatabase('memory://');
    await migrateDatabase(other);
    await seedDatabase(other.db, { products: 640 });
    // Text and integer columns only: timestamps print in the session time zone, which may differ between engines.
    const fingerprint = `select md5(string_agg(concat_ws(',', id, designer_id, title_tr, title_en, slug_en, price_try, sale_price_usd,
      stock, variation_type, is_featured, main_photo), '|' order by id)) n from products`;
    expect((await rows(other, fingerprint)).rows[0].n).toBe((await rows(shop, fingerprint)).rows[0].n);
    await other.close();
  });
});
