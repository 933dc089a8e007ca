/** @jest-environment node */
import { KIND_SUBJECTS } from '@/db/seed/data/subjects';
import { OBJECTS } from '@/db/seed/data/objects';
import { categoryTheme, textTheme } from '@/db/seed/themes';
import { DEMO_SIZES, demoSvg, parseDemoPath } from '@/lib/server/media/demo-images';
import { BACKDROP } from '@/lib/server/media/demo/studio';
import { SUBJECTS } from '@/lib/server/media/demo/subjects';
import { SvgDoc } from '@/lib/server/media/demo/svg';
import { createRandom } from '@/lib/server/random';
import { THEMES } from '@/lib/server/media/demo/themes';

const svgOf = (relPath: string) => {
  const image = parseDemoPath(relPath);
  if (!image) throw new Error(`not a demo picture: ${relPath}`);
  return demoSvg(image);
};

describe('what a demo picture shows', () => {
  it('gives every product kind of the seed a subject the renderer can draw', () => {
    for (const [category, kinds] of Object.entries(OBJECTS)) {
      for (const kind of kinds) expect([category, kind.en, Object.hasOwn(SUBJECTS, KIND_SUBJECTS[kind.en])]).toEqual([category, kind.en, true]);
    }
  });

  it('draws rings for rings, cushions for cushions, boots for boots, prints for prints and lamps for lamps', () => {
    expect(new Set(OBJECTS.yuzuk.map((kind) => KIND_SUBJECTS[kind.en]))).toEqual(new Set(['ring']));
    expect(KIND_SUBJECTS['Cushion Cover']).toBe('cushion');
    expect(KIND_SUBJECTS['Cat Cushion']).toBe('cushion');
    expect(KIND_SUBJECTS.Boots).toBe('boots');
    expect(KIND_SUBJECTS['Art Print']).toBe('print');
    expect(KIND_SUBJECTS['Table Lamp']).toBe('lamp');
    expect(parseDemoPath('demo/product/ring-p12-1-c9c4ba.webp')).toMatchObject({ subject: 'ring', view: 1, colour: '#c9c4ba' });
  });

  it('draws each kind of one product type as that type: sconces, candle holders, floor lamps and briefcases are not table lamps, candles or bags', () => {
    expect(KIND_SUBJECTS['Wall Sconce']).toBe('sconce');
    expect(KIND_SUBJECTS['Candle Holder']).toBe('candleholder');
    expect(KIND_SUBJECTS['Floor Lamp']).toBe('floorlamp');
    expect(KIND_SUBJECTS.Briefcase).toBe('briefcase');
    // Each lighting kind of the demo catalogue is drawn as its own fitting.
    expect(new Set(OBJECTS.aydinlatma.map((kind) => KIND_SUBJECTS[kind.en])).size).toBe(OBJECTS.aydinlatma.length - 1);
    expect(svgOf('demo/product/sconce-p9-1-b8955a.webp')).not.toBe(svgOf('demo/product/lamp-p9-1-b8955a.webp'));
  });

  it('draws every product kind as its own type: kinds share a drawing only when they are the same type of thing', () => {
    // Kinds that are one type under several names (a signet ring is a ring, a throw a blanket).
    const SAME_TYPE: Record<string, readonly string[]> = {
      basket: ['Basket', 'Moses Basket', 'Toy Basket'],
      book: ['Colouring Book', 'Leather Journal', 'Notebook', 'Picture Book', 'Planner', 'Sketchbook'],
      bottle: ['Eau de Cologne'],
      bowl: ['Bowl', 'Salad Bowl'],
      bracelet: ['Anklet', 'Beaded Bracelet', 'Bracelet', 'Cuff Bracelet'],
      budvase: ['Bottle Vase', 'Bud Vase'],
      candle: ['Dinner Candle Set', 'Scented Candle'],
      chair: ['Chair', "Kids' Chair"],
      comb: ['Comb', 'Hair Comb'],
      cushion: ['Cat Cushion', 'Cushion Cover', 'Outdoor Cushion'],
      cutlery: ['Cutlery Set', 'Wooden Spoon Set'],
      knit: ['Cardigan', 'Jumper'],
      lamp: ['Cordless Table Lamp', 'Table Lamp'],
      necklace: ['Chain Necklace', 'Locket Necklace', 'Necklace'],
      painting: ['Acrylic on Canvas', 'Mixed Media', 'Oil on Canvas', 'Watercolour on Paper'],
      petbowl: ['Pet Bowl', 'Water Bowl'],
      photo: ['Framed Photograph', 'Photographic Print'],
      plates: ['Baby Plate', 'Dinner Plate', 'Plate Set', 'Serving Platter'],
      print: ['Art Print', 'Linocut Print', 'Risograph Poster', 'Screen Print'],
      ring: ['Ring', 'Signet Ring', 'Stone Ring'],
      rug: ['Bath Mat', 'Kilim Rug', 'Play Mat'],
      sandals: ['Sandals', 'Slides'],
      scarf: ['Neckerchief', 'Peshtemal Wrap', 'Scarf', 'Shawl'],
      sculpture: ['Figurine', 'Relief', 'Sculptural Object', 'Sculpture'],
      shoes: ['Ballet Flats', 'Loafers'],
      table: ['Console Table', 'Side Table'],
      textiles: ['Baby Blanket', 'Bedspread', 'Muslin Swaddle', 'Throw'],
      napkins: ['Napkin Set', 'Tablecloth'],
      towels: ['Peshtemal', 'Towel'],
      tote: ['Tote Bag', 'Woven Bag'],
      vase: ['Amphora', 'Vase'],
    };
    const kinds = Object.values(OBJECTS).flatMap((list) => list.map((kind) => kind.en));
    const bySubject = new Map<string, string[]>();
    for (const kind of new Set(kinds)) bySubject.set(KIND_SUBJECTS[kind], [...(bySubject.get(KIND_SUBJECTS[kind]) ?? []), kind]);
    const shared = [...bySubject].filter(([, names]) => names.length > 1).map(([subject, names]) => [subject, names.sort()]);
    for (const [subject, names] of shared) expect([subject, names]).toEqual([subject, [...(SAME_TYPE[subject as string] ?? [])].sort()]);
    // The kinds a review found drawn as a near kind (a collar as a belt, a wallet as a clutch, a skirt as a dress).
    expect(KIND_SUBJECTS.Collar).toBe('collar');
    expect(KIND_SUBJECTS.Wallet).toBe('wallet');
    expect(KIND_SUBJECTS.Skirt).toBe('skirt');
    expect(KIND_SUBJECTS['Coffee Pot']).toBe('coffeepot');
    expect(svgOf('demo/product/collar-p9-1-b8955a.webp')).not.toBe(svgOf('demo/product/belt-p9-1-b8955a.webp'));
  });

  it('gives each studio a drawn mark of its craft, different from another studio’s of the same craft', () => {
    expect(parseDemoPath('demo/designer-logo/ceramic-nur-ceramics.webp')).toMatchObject({ kind: 'designer-logo' });
    const pot = svgOf('demo/designer-logo/ceramic-nur-ceramics.webp');
    expect(pot).not.toBe(svgOf('demo/designer-logo/ceramic-avanos-toprak.webp'));
    expect(pot).not.toBe(svgOf('demo/designer-logo/wood-nur-ceramics.webp'));
    // The emblem is drawn above the initials, not the initials alone.
    expect(pot.match(/<path /g)!.length).toBeGreaterThan(2);
  });

  it('gives banners, slides and articles a theme that matches their title', () => {
    expect(textTheme('Timeless Jewellery')).toBe('jewellery');
    expect(THEMES.jewellery[0]).toBe('necklace');
    expect(textTheme('Earrings')).toBe('earrings');
    expect(textTheme('Leather Bags')).toBe('bags');
    expect(textTheme('The Art of Setting the Table')).toBe('table');
    expect(textTheme('Designing Light with Candles')).toBe('candles');
    expect(textTheme('The Men’s Wardrobe')).toBe('men');
    expect(textTheme('Handmade Ceramics', 'seramik')).toBe('ceramics');
    expect(textTheme('Nothing in particular', 'yuzuk')).toBe('rings');
    expect(categoryTheme('taki-ve-aksesuar')).toBe('jewellery');
    expect(parseDemoPath('demo/banner/jewellery-home-3.webp')).toMatchObject({ theme: 'jewellery' });
  });

  it('refuses names whose subject or theme it does not know', () => {
    expect(parseDemoPath('demo/product/p7-1.webp')).toBeNull();
    expect(parseDemoPath('demo/product/spaceship-p7-1-aabbcc.webp')).toBeNull();
    expect(parseDemoPath('demo/banner/fashion-3.webp')).toBeNull();
  });

  it('shows a variation in its own colour, and each subject differently', () => {
    const gold = svgOf('demo/product/ring-p9-v2-d2ab5c.webp');
    const silver = svgOf('demo/product/ring-p9-v1-c9c4ba.webp');
    expect(gold).toContain('#d2ab5c');
    expect(gold).not.toContain('#c9c4ba');
    expect(silver).toContain('#c9c4ba');
    expect(svgOf('demo/product/cushion-p9-1-d2ab5c.webp')).not.toBe(svgOf('demo/product/boots-p9-1-d2ab5c.webp'));
    // Views 2..n are other shots of the same object, not copies of the first.
    expect(svgOf('demo/product/vase-p9-2-d2ab5c.webp')).not.toBe(svgOf('demo/product/vase-p9-1-d2ab5c.webp'));
  });

  it('photographs every product 4:5 on the one studio backdrop, centred and at a similar scale', () => {
    const [width, height] = DEMO_SIZES.product;
    expect(width / height).toBe(4 / 5);
    for (const subject of Object.keys(SUBJECTS)) {
      expect(svgOf(`demo/product/${subject}-p3-1-8e9c82.webp`)).toContain(`stop-color="${BACKDROP.top}"`);
    }
    const size = 500;
    for (const [subject, spec] of Object.entries(SUBJECTS)) {
      const drawn = spec.draw(new SvgDoc(width, height), createRandom(1), { cx: 500, base: 1000, size }, '#8e9c82');
      // The declared aspect is what the drawing occupies, so centring and scale hold for every subject.
      expect([subject, Math.abs(drawn.halfWidth * 2 - size * spec.aspect) / (size * spec.aspect) < 0.35]).toEqual([subject, true]);
      expect([subject, Math.abs(drawn.top - (1000 - size)) < size * 0.03]).toEqual([subject, true]);
    }
  });
});
