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

  it('holds stocks as a designer shop does: about a third of the variations and plain products 1 piece, a third 2–3', async () => {
    const pieces = `select stock from product_variations union all select stock from products where is_main_variation`;
    const total = await count(shop, `select count(*) n from (${pieces}) s`);
    const share = async (where: string) => (await count(shop, `select count(*) n from (${pieces}) s where ${where}`)) / total;
    expect(await share('stock = 1')).toBeGreaterThan(0.28);
    expect(await share('stock = 1')).toBeLessThan(0.4);
    expect(await share('stock between 2 and 3')).toBeGreaterThan(0.28);
    expect(await share('stock between 2 and 3')).toBeLessThan(0.4);
    expect(await share('stock < 0')).toBe(0);
  });

  it('keeps money in integer minor units and never discounts above the list price', async () => {
    expect(await count(shop, 'select count(*) n from products where sale_price_try > price_try or sale_price_usd > price_usd or price_try <= 0')).toBe(0);
  });

  it('prices discounts like a shop: tags end in ,00 / ,50 / ,90 and the badge matches the rounded tags', async () => {
    const tags = `select sale_price_try s, price_try p from products union all select sale_price_usd, price_usd from products
      union all select sale_price_try, price_try from product_variations where sale_price_try is not null
      union all select sale_price_usd, price_usd from product_variations where sale_price_usd is not null`;
    expect(await count(shop, `select count(*) n from (${tags}) t where s < p`)).toBeGreaterThan(100);
    expect(await count(shop, `select count(*) n from (${tags}) t where s % 100 not in (0, 50, 90)`)).toBe(0);
    expect(await count(shop, `select count(*) n from products where sale_price_try < price_try
      and discount_percentage <> round((price_try - sale_price_try) * 100.0 / price_try)`)).toBe(0);
    // The dollar tag follows the same badge, within the step its …,00 / …,50 / …,90 endings allow.
    expect(await count(shop, `select count(*) n from products where sale_price_usd < price_usd
      and abs(discount_percentage - (price_usd - sale_price_usd) * 100.0 / price_usd) > 50.0 * 100 / price_usd`)).toBe(0);
  });

  it('names its groups like a shop, each distinct in both languages', async () => {
    const groups = (await rows(shop, 'select name_tr, name_en from categories where parent_id is null order by sort_order')).rows;
    expect(groups.map((group) => group.name_en)).toEqual(['Home', 'Art', 'Women', 'Men', 'Kids', 'Jewellery & Accessories', 'Pets', 'Office', 'Sale', 'Baby', 'Kitchen & Bath']);
    for (const lang of ['name_tr', 'name_en']) {
      const firstWords = groups.map((group) => String(group[lang]).split(' ')[0].toLocaleLowerCase('tr'));
      expect(new Set(firstWords).size).toBe(groups.length);
    }
    // Turkish slugs follow the names: no "ev-ve-yasam" behind "Mutfak ve Banyo".
    expect(await count(shop, `select count(*) n from categories where parent_id is null and slug_tr = 'mutfak-ve-banyo' and name_tr = 'Mutfak ve Banyo'`)).toBe(1);
  });

  it('photographs each product as what it is, in the colour of its variation', async () => {
    const subjectOf = (category: string) => `select distinct substring(p.main_photo from '/product/([a-z]+)-') s from products p
      join product_categories pc on pc.product_id = p.id join categories c on c.id = pc.category_id where c.slug_tr = '${category}'`;
    expect((await rows(shop, subjectOf('yuzuk'))).rows.map((row) => row.s)).toEqual(['ring']);
    expect(await count(shop, `select count(*) n from products where title_en like '%Cushion%' and main_photo not like '/media/demo/product/cushion-%'`)).toBe(0);
    expect(await count(shop, `select count(*) n from products where title_en like '%Boots' and main_photo not like '/media/demo/product/boots-%'`)).toBe(0);
    expect(await count(shop, `select count(*) n from products where title_en ~ '(Art|Screen|Linocut) Print$' and main_photo not like '/media/demo/product/print-%'`)).toBe(0);
    // Photos 2..n are more views of the same product: same subject and colour, another view number (a colour's own views are in its colour).
    expect(await count(shop, `select count(*) n from product_photos ph join products p on p.id = ph.product_id
      where ph.variation_id is null and ph.photo_path <> replace(p.main_photo, '-p' || p.id || '-1-', '-p' || p.id || '-' || (ph.sort_order + 1) || '-')`)).toBe(0);
    // A finish or colour swatch's photo shows that finish; a colour product's photos show its first colour.
    expect(await count(shop, 'select count(*) n from product_variations where photo_path is not null')).toBeGreaterThan(0);
    expect(await count(shop, `select count(*) n from product_variations v where photo_path is not null and exists (
      select 1 from product_variations w where w.product_id = v.product_id and w.id <> v.id and w.photo_path is not null
      and substring(w.photo_path from '([0-9a-f]{6})[.]webp$') = substring(v.photo_path from '([0-9a-f]{6})[.]webp$'))`)).toBe(0);
    expect(await count(shop, `select count(*) n from products p join product_variations v on v.product_id = p.id and v.sort_order = 0
      where p.variation_type = 2 and p.main_photo not like '%-' || lower(substr(v.font_color, 2)) || '.webp'`)).toBe(0);
  });

  it('gives every slide a portrait picture and tells one story in the welcome popup', async () => {
    expect(await count(shop, `select count(*) n from sliders where photo_path_mobile not like '/media/demo/slider-mobile/%' or photo_path_mobile is null`)).toBe(0);
    const popup = (await rows(shop, 'select * from popups')).rows[0];
    expect(popup).toMatchObject({ button_title_en: 'Discover the Collection', button_title_tr: 'Koleksiyonu Keşfet', continue_url: '/searchproducts/true/false' });
    expect(String(popup.title_en)).toMatch(/Autumn Edit/);
    expect(String(popup.title_tr)).toMatch(/Sonbahar Seçkisi/);
    expect(String(popup.photo_path)).toMatch(/^\/media\/demo\/popup\/collection-/);
    const jewellery = (await rows(shop, `select photo_path from banners where title_en = 'Timeless Jewellery'`)).rows[0];
    expect(String(jewellery.photo_path)).toMatch(/^\/media\/demo\/banner\/jewellery-/);
  });

  it('lists every picture path it wrote in media_assets, and nothing else', async () => {
    const columns = (await rows(shop, `select table_name t, column_name c from information_schema.columns
      where table_schema = 'public' and data_type = 'text' and table_name <> 'media_assets'`)).rows;
    const values = columns.map(({ t, c }) => `select "${c}" v from "${t}"`).join(' union ');
    expect(await count(shop, `select count(*) n from (${values}) x where v like '/media/demo/%'
      and substr(v, 8) not in (select path from media_assets)`)).toBe(0);
    expect(await count(shop, `select count(*) n from media_assets where path not in (select substr(v, 8) from (${values}) x)`)).toBe(0);
    expect(await count(shop, 'select count(*) n from media_assets')).toBeGreaterThan(1000);
  });

  it('is the same shop every time it is generated', async () => {
    const other = await openDatabase('memory://');
    await migrateDatabase(other);
    await seedDatabase(other.db, { products: 640 });
    // Text and integer columns only: timestamps print in the session time zone, which may differ between engines.
    const fingerprint = `select md5(string_agg(concat_ws(',', id, designer_id, title_tr, title_en, slug_en, price_try, sale_price_usd,
      stock, variation_type, is_featured, main_photo), '|' order by id)) n from products`;
    expect((await rows(other, fingerprint)).rows[0].n).toBe((await rows(shop, fingerprint)).rows[0].n);
    const pictures = `select md5(string_agg(path, '|' order by path)) n from media_assets`;
    expect((await rows(other, pictures)).rows[0].n).toBe((await rows(shop, pictures)).rows[0].n);
    await other.close();
  }, 180_000);
});
