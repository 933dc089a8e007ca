/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { OBJECTS, type ObjectKind } from '@/db/seed/data/objects';
import { OPTION_LISTS } from '@/db/seed/data/options';
import { KIND_SUBJECTS } from '@/db/seed/data/subjects';
import type { Database } from '@/lib/server/db/client';
import { demoSvg, parseDemoPath } from '@/lib/server/media/demo-images';
import { isCraft } from '@/lib/server/media/demo/marks';
import { freshShop } from '../support/shop';

/** One seeded product with what its words and pictures must agree with. */
interface Seeded {
  id: number;
  title_en: string;
  description_tr: string;
  description_en: string;
  parent_key: string;
  option_list: string | null;
  variation_type: number | null;
  variation_name_en: string | null;
  photos: string[];
  variation_photos: { name: string; photo: string | null; font_color: string | null; own: string[] }[];
}

let shop: Database;
let seeded: Seeded[];

/** Every kind of the demo catalogue, longest English name first (so "Cordless Table Lamp" wins over "Table Lamp"). */
const KINDS = Object.values(OBJECTS)
  .flat()
  .sort((a, b) => b.en.length - a.en.length);

/** A product's kind: its title ends with the kind's English name (an artwork's after the dash). */
const kindOf = (product: Seeded): ObjectKind => {
  const found = KINDS.find((kind) => product.title_en.endsWith(kind.en));
  if (!found) throw new Error(`no kind for ${product.title_en}`);
  return found;
};

const GIFT_ITEMS = new Set(OPTION_LISTS.gift.items.map((item) => item.en));

beforeAll(async () => {
  shop = await freshShop({ products: 640 });
  const result = (await shop.db.execute(sql`
    select p.id, p.title_en, d.description_tr, d.description_en, parent.slug_tr parent_key,
      p.option_list_name_en option_list, p.variation_type, p.variation_name_en,
      (select coalesce(json_agg(ph.photo_path order by ph.sort_order), '[]') from product_photos ph where ph.product_id = p.id) photos,
      (select coalesce(json_agg(json_build_object('name', v.name_en, 'photo', v.photo_path, 'font_color', v.font_color,
        'own', (select coalesce(json_agg(vp.photo_path order by vp.sort_order), '[]') from product_photos vp where vp.variation_id = v.id)) order by v.sort_order), '[]')
        from product_variations v where v.product_id = p.id) variation_photos,
      (select coalesce(json_agg(o.name_en), '[]') from product_options o where o.product_id = p.id) options
    from products p
    join product_descriptions d on d.product_id = p.id
    join lateral (select c.* from product_categories pc join categories c on c.id = pc.category_id join categories up on up.id = c.parent_id
      where pc.product_id = p.id and up.slug_tr <> 'indirim' order by c.id limit 1) leaf on true
    join categories parent on parent.id = leaf.parent_id
    order by p.id`)) as unknown as { rows: (Seeded & { options: string[] })[] };
  seeded = result.rows.map((row) => ({ ...row, option_list: row.options.some((name) => GIFT_ITEMS.has(name)) ? 'gift' : row.option_list }));
}, 180_000);

describe('the demo catalogue’s words agree with each product', () => {
  it('reads every product of the seed', () => {
    expect(seeded).toHaveLength(640);
    for (const product of seeded) expect(kindOf(product)).toBeDefined();
  });

  it('speaks of the home and its rooms only for things that live there', () => {
    const home = /every corner of the home|any room|interiors|child’s room/;
    const homeTr = /evin her köşesinde|bulunduğu mekâna|iç mekânlara|çocuk odasına/;
    for (const product of seeded) {
      const lives = ['ev', 'mutfak-ve-banyo', 'sanat', 'cocuk', 'bebek', 'evcil-hayvan'].includes(product.parent_key) && kindOf(product).size[0] !== 'fit';
      if (!lives) expect([product.title_en, home.test(product.description_en), homeTr.test(product.description_tr)]).toEqual([product.title_en, false, false]);
    }
  });

  it('mentions gift wrapping only on products that offer it', () => {
    for (const product of seeded) {
      const note = /gift wrapping/.test(product.description_en);
      if (note) expect([product.title_en, product.option_list]).toEqual([product.title_en, 'gift']);
      expect(/Hediye paketi seçildiğinde/.test(product.description_tr)).toBe(note);
    }
  });

  it('never gives a child’s garment sold by age an adult’s fit, nor offers sizes and colours to a piece without them', () => {
    const byAge = seeded.filter((product) => ['cocuk', 'bebek'].includes(product.parent_key) && kindOf(product).size[0] === 'fit');
    expect(byAge.length).toBeGreaterThan(0);
    for (const product of byAge) expect([product.title_en, /Oversized fit|Slim fit/.test(product.description_en)]).toEqual([product.title_en, false]);
    for (const product of seeded.filter((each) => each.variation_type === null)) {
      expect([product.title_en, /sizes and colours not in stock/.test(product.description_en)]).toEqual([product.title_en, false]);
    }
  });

  it('speaks of tarnish and polishing only for metal', () => {
    for (const product of seeded.filter((each) => /tarnishing|polishing cloth/.test(each.description_en))) {
      expect([product.title_en, /Silver|Gold-Plated|Brass|Copper|Bronze/.test(product.description_en)]).toEqual([product.title_en, true]);
    }
  });
});

describe('the demo catalogue’s pictures agree with each product', () => {
  it('gives every colour and finish pictures of its own, in its own colour', () => {
    const coloured = seeded.filter((product) => product.variation_type === 2 || product.variation_type === 3);
    expect(coloured.length).toBeGreaterThan(0);
    for (const product of coloured) {
      for (const variation of product.variation_photos) {
        expect([product.title_en, variation.name, variation.own.length >= 2]).toEqual([product.title_en, variation.name, true]);
        const colours = new Set(variation.own.map((path) => /-([0-9a-f]{6})\.webp$/.exec(path)?.[1]));
        expect(colours.size).toBe(1);
        if (variation.font_color) expect([...colours][0]).toBe(variation.font_color.replace('#', '').toLowerCase());
      }
    }
  });

  it('shows each product’s own kind in every picture, its variations’ pictures included', () => {
    for (const product of seeded) {
      const subject = KIND_SUBJECTS[kindOf(product).en];
      const pictures = [...product.photos, ...product.variation_photos.flatMap((variation) => (variation.photo ? [variation.photo] : []))];
      for (const picture of pictures) {
        const image = parseDemoPath(picture.replace(/^\/media\//, ''));
        expect([product.title_en, image && 'subject' in image ? image.subject : null]).toEqual([product.title_en, subject]);
      }
    }
  });
});

describe('the demo catalogue’s designers', () => {
  it('gives every designer a drawn mark of its own craft, no two alike, where a placeholder monogram stood', async () => {
    const { rows } = (await shop.db.execute(sql`select name, logo from designers order by id`)) as unknown as { rows: { name: string; logo: string }[] };
    expect(rows.length).toBeGreaterThan(40);
    const drawings = new Set<string>();
    for (const { name, logo } of rows) {
      const image = parseDemoPath(logo.replace(/^\/media\//, ''));
      expect([name, image?.kind, isCraft(image?.name.split('-')[0] ?? '')]).toEqual([name, 'designer-logo', true]);
      drawings.add(demoSvg(image!));
    }
    expect(drawings.size).toBe(rows.length);
  });
});
