/** @jest-environment node */
import pg from 'pg';
import { seedDatabase } from '@/db/seed';
import { bulkLoadProducts } from '@/db/seed/bulk';
import { type Database, openDatabase } from '@/lib/server/db/client';
import { databaseName, postgresShopFromTemplate } from '../support/postgres-templates';

// The bulk seed writes with COPY over its own connections: PostgreSQL only.
const base = process.env.TEST_DATABASE_URL;
const describePostgres = base ? describe : describe.skip;

/** Products of the comparison: three slices of 834, and a designer's last piece often in the slice before. */
const PRODUCTS = 2500;

const query = async (url: string, text: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
};

/** The rows a product owns, by what they are rather than by their surrogate ids (which the bulk load sets from the product id). */
const OWNED = {
  products: 'select * from products order by id',
  product_descriptions: 'select * from product_descriptions order by product_id',
  product_categories: 'select * from product_categories order by product_id, category_id',
  product_variations: 'select product_id, name_tr, name_en, stock, price_try, sale_price_try, price_usd, sale_price_usd, font_color, photo_path, sort_order from product_variations order by product_id, sort_order',
  product_photos: `select f.product_id, v.sort_order as variation, f.photo_path, f.alt_tr, f.alt_en, f.sort_order from product_photos f
    left join product_variations v on v.id = f.variation_id order by f.product_id, v.sort_order nulls first, f.sort_order`,
  product_options: 'select product_id, name_tr, name_en, sort_order from product_options order by product_id, sort_order',
  product_link_items: 'select product_id, linked_product_id, photo_path, url, link_name_tr, link_name_en, sort_order from product_link_items order by product_id',
  category_listings: 'select * from category_listings order by category_id, product_id',
  // A category whose products were all deactivated may keep a 0 row on one side only (migration 0027).
  category_listing_counts: 'select * from category_listing_counts where active <> 0 order by category_id',
  search_words: 'select word from search_words order by word',
  media_assets: 'select path from media_assets order by path',
  indexes: `select indexdef from pg_indexes where schemaname = 'public' order by indexdef`,
  triggers: 'select tgrelid::regclass::text as table, tgname, tgenabled from pg_trigger where not tgisinternal order by 1, 2',
  counts: `select table_name, (xpath('/row/n/text()', query_to_xml('select count(*) as n from ' || table_name, false, true, '')))[1]::text as n
    from information_schema.tables where table_schema = 'public' order by table_name`,
};

describePostgres('the bulk seed (COPY from parallel slices)', () => {
  let bulk: Database;
  let bulkUrl: string;
  let serialUrl: string;

  beforeAll(async () => {
    bulk = await postgresShopFromTemplate(base!, null);
    bulkUrl = process.env.DATABASE_URL!;
    const serialName = `${databaseName(bulkUrl)}_serial`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists "${serialName}" with (force)`);
    await admin.query(`create database "${serialName}" template "${databaseName(base!)}_tpl_schema"`);
    await admin.end();
    serialUrl = new URL(bulkUrl).toString().replace(/\/[^/]+$/, `/${serialName}`);

    const serial = await openDatabase(serialUrl);
    await seedDatabase(serial.db, { products: PRODUCTS });
    await serial.close();
    await seedDatabase(bulk.db, { products: PRODUCTS, bulk: { url: bulkUrl, workers: 3, inProcess: true, load: bulkLoadProducts } });
  }, 180_000);

  afterAll(async () => {
    await bulk?.close();
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists "${databaseName(serialUrl)}" with (force)`);
    await admin.end();
  });

  it.each(Object.keys(OWNED))('writes the same %s as the one-transaction seed', async (name) => {
    const text = OWNED[name as keyof typeof OWNED];
    const [serialRows, bulkRows] = await Promise.all([query(serialUrl, text), query(bulkUrl, text)]);
    expect(bulkRows.length).toBeGreaterThan(0);
    expect(bulkRows).toEqual(serialRows);
  });

  it('moves every id sequence past the loaded rows, so the shop can add variations, photos, options and links', async () => {
    for (const table of ['products', 'product_variations', 'product_photos', 'product_options', 'product_link_items']) {
      const [{ next, top }] = await query(bulkUrl, `select (select last_value from ${table}_id_seq) as next, (select max(id) from ${table}) as top`);
      expect(Number(next)).toBeGreaterThan(Number(top));
    }
  });

  it('keeps the triggers working after the load: a new variation raises its product total stock', async () => {
    const [product] = await query(bulkUrl, 'select id, total_stock from products where not is_main_variation order by id limit 1');
    await query(bulkUrl, `insert into product_variations (product_id, name_tr, name_en, stock, sort_order) values (${product.id}, 'Yeni', 'New', 7, 9)`);
    const [after] = await query(bulkUrl, `select total_stock from products where id = ${product.id}`);
    expect(after.total_stock).toBe(product.total_stock + 7);
  });
});
