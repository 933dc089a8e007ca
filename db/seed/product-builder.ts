import type { productDescriptions, productOptions, productPhotos, products, productVariations } from '@/lib/server/db/schema';
import type { Catalog, SeededCategory } from './catalog';
import { FINISHES, MATERIALS, type Material, type MaterialKey } from './data/materials';
import { ARTWORKS, COLLECTIONS, SCENTS } from './data/names';
import { OBJECTS, type ObjectKind } from './data/objects';
import { OPTION_LISTS } from './data/options';
import type { CopyGroup } from './data/product-copy';
import type { Term } from './data/terms';
import { describe } from './describe';
import { productPhoto } from './media';
import { KIND_SUBJECTS } from './data/subjects';
import { DEFAULT_TONES, MATERIAL_TONES } from './data/tones';
import { drawLira, type PricedDiscount, pricesFor, shelfLira } from './prices';
import { type Random, streamFor } from '@/lib/server/random';
import { slugify } from './slug';
import { daysBefore } from './time';
import { planVariations } from './variations';

type ProductRow = typeof products.$inferInsert;
type VariationRow = typeof productVariations.$inferInsert;
type PhotoRow = typeof productPhotos.$inferInsert;
type OptionRow = typeof productOptions.$inferInsert;

/** What later parts of the seed (content, SEO, link items) need to know about a product. */
export interface ProductSummary {
  id: number;
  designerId: number;
  titleTr: string;
  titleEn: string;
  slugTr: string;
  mainPhoto: string;
  groupKey: string;
  inStock: boolean;
  leadTr: string;
  leadEn: string;
}

/** A colour or finish's own picture, tied to its variation (by sort order) once the variation has an id. */
export interface VariationPhoto {
  variationSort: number;
  photoPath: string;
  sortOrder: number;
}

export interface BuiltProduct {
  product: ProductRow;
  description: typeof productDescriptions.$inferInsert;
  categoryIds: number[];
  photos: PhotoRow[];
  variations: VariationRow[];
  /** Every view of the product again in each coloured variation's own colour. */
  variationPhotos: VariationPhoto[];
  options: OptionRow[];
  summary: ProductSummary;
}

/** PRNG stream number of the product area. */
const STREAM = 7;
/** Products are spread over the two years before the base date, newest with the highest id. */
const HISTORY_DAYS = 730;
const DISCOUNTS = [10, 15, 20, 25, 30, 35, 40] as const;

const COPY_GROUPS: Record<string, CopyGroup> = {
  ev: 'home', 'mutfak-ve-banyo': 'home', ofis: 'office', sanat: 'home', kadin: 'wear', erkek: 'wear',
  cocuk: 'kids', bebek: 'kids', 'taki-ve-aksesuar': 'jewel', 'evcil-hayvan': 'pet',
};

/** Metals that are polished and may tarnish: the jewellery closings about a polishing cloth need one. */
const TARNISHING: readonly MaterialKey[] = ['silver', 'goldPlated', 'brass', 'copper', 'bronze'];

/** The copy group of a product: its parent category's, but children's clothes (sold by age) have their own. */
function copyGroup(leaf: SeededCategory, kind: ObjectKind): CopyGroup {
  const parent = leaf.parent!;
  if (leaf.key === 'kisisel-bakim') return 'care';
  const group = COPY_GROUPS[parent.key];
  return group === 'kids' && kind.size[0] === 'fit' ? 'kidswear' : group;
}

function pickLeaf(random: Random, leaves: readonly SeededCategory[]): SeededCategory {
  const total = leaves.reduce((sum, leaf) => sum + leaf.weight, 0);
  let at = random.next() * total;
  for (const leaf of leaves) {
    at -= leaf.weight;
    if (at < 0) return leaf;
  }
  return leaves[leaves.length - 1];
}

/** "Datça Sırlı Seramik Vazo" / "Datça Glazed Ceramic Vase", or "Mavi Saat — Sanat Baskısı" for artworks. */
function composeTitle(random: Random, kind: ObjectKind, material: Material | null, collection: string, artwork: Term | null): Term {
  if (artwork) return { tr: `${artwork.tr} — ${kind.tr}`, en: `${artwork.en} — ${kind.en}` };
  const words: Term[] = [{ tr: collection, en: collection }];
  const finishes = material ? FINISHES[material.family] : [];
  if (finishes.length > 0 && random.chance(0.4)) words.push(random.pick(finishes));
  // "Cam Çay Bardağı Seti" would repeat itself: the material is left out when the object already names it.
  const named = material && (kind.tr.includes(material.tr) || kind.en.toLowerCase().includes(material.en.toLowerCase()));
  // Paper and wax read oddly in a title ("Soya Mumu Kokulu Mum"); the description names them.
  if (material && material.family !== 'paper' && material.family !== 'wax' && !named) words.push(material);
  words.push(kind);
  return { tr: words.map((word) => word.tr).join(' '), en: words.map((word) => word.en).join(' ') };
}

/**
 * Pieces of one variation (or of a plain product) in stock, from one draw: designer pieces are
 * often one of a kind, so of those in stock 40 % hold 1, 40 % hold 2–3 and the rest up to `most`
 * (with the sold-out ones, about a third of all hold 1 and a third 2–3). Every shopper and every
 * test run meets the last piece. One draw, so the rest of the product's stream is unchanged.
 */
export function piecesOnShelf(draw: number, most: number): number {
  if (draw < 0.4) return 1;
  if (draw < 0.8) return draw < 0.6 ? 2 : 3;
  return 4 + Math.floor((draw - 0.8) * 5 * (most - 3));
}

/** A product's first two draws: its category, then a designer who makes that category. */
function pickMaker(random: Random, catalog: Catalog) {
  const leaf = pickLeaf(random, catalog.leaves);
  const makers = catalog.makers.get(leaf.key) ?? catalog.designers.map((_, i) => i);
  return { leaf, designer: catalog.designers[random.pick(makers)] };
}

/** The designer id of product `index`, without building the rest of it (the bulk seed looks back for a designer's last piece). */
export const designerOf = (index: number, catalog: Catalog) => pickMaker(streamFor(STREAM, index), catalog).designer.id;

/** Product `index` (id = index + 1) of a catalogue of `count`, with all its rows. Deterministic. */
export function buildProduct(index: number, count: number, catalog: Catalog): BuiltProduct {
  const random = streamFor(STREAM, index);
  const id = index + 1;
  const { leaf, designer } = pickMaker(random, catalog);
  const parent = leaf.parent!;
  // A copper workshop makes the copper things of its category: kinds and materials follow the studio's crafts when they can.
  const works = (key: MaterialKey) => designer.works.includes(MATERIALS[key].family);
  const fitting = OBJECTS[leaf.key].filter((candidate) => candidate.materials.length === 0 || candidate.materials.some(works));
  const kind = random.pick(fitting.length > 0 ? fitting : OBJECTS[leaf.key]);
  const own = kind.materials.filter(works);
  const materialKey = kind.materials.length > 0 ? random.pick(own.length > 0 ? own : kind.materials) : null;
  const material = materialKey ? MATERIALS[materialKey] : null;
  const collection = random.pick(COLLECTIONS);
  const artwork = kind.artwork ? random.pick(ARTWORKS) : null;
  const title = composeTitle(random, kind, material, collection, artwork);
  const slugTr = slugify(title.tr);
  const group = copyGroup(leaf, kind);

  // Every twelfth product is featured (and the first 96 hold 24 of them, for small test catalogues).
  const featured = index % 12 === 5 || (index < 96 && index % 4 === 1);
  const mustHave = index % 16 === 3;
  const discount = random.chance(0.25) ? random.pick(DISCOUNTS) : 0;
  const soldOut = !featured && random.chance(0.09);
  const lira = drawLira(random, kind.price);
  const { discountPercentage, ...prices }: PricedDiscount = pricesFor(random, lira, discount);

  const code = kind.variations.length > 0 && random.chance(0.52) ? random.pick(kind.variations) : null;
  const plan = code ? planVariations(random, code, kind, material, leaf) : null;
  // Photos show the product's subject in its first colour swatch, else in a colour of the material its title names.
  const subject = KIND_SUBJECTS[kind.en];
  const tones = materialKey ? MATERIAL_TONES[materialKey] : DEFAULT_TONES;
  const tone = (plan?.type === 2 ? plan.items[0]?.tone : undefined) ?? tones[id % tones.length];
  const variations: VariationRow[] = (plan?.items ?? []).map((draft, i) => {
    const own = draft.factor === 1 ? null : pricesFor(random, shelfLira(random, lira * draft.factor), discountPercentage);
    return {
      productId: id,
      nameTr: draft.name.tr,
      nameEn: draft.name.en,
      stock: soldOut || random.chance(0.15) ? 0 : piecesOnShelf(random.next(), 25),
      priceTry: own?.priceTry ?? null,
      salePriceTry: own?.salePriceTry ?? null,
      priceUsd: own?.priceUsd ?? null,
      salePriceUsd: own?.salePriceUsd ?? null,
      fontColor: draft.fontColor ?? null,
      photoPath: draft.photo && draft.tone ? productPhoto(subject, id, `v${i + 1}`, draft.tone) : null,
      sortOrder: i,
    };
  });
  if (!soldOut && variations.length > 0 && variations.every((variation) => variation.stock === 0)) variations[0].stock = piecesOnShelf(random.next(), 10);
  const stock = plan ? variations.reduce((sum, variation) => sum + (variation.stock ?? 0), 0) : soldOut ? 0 : piecesOnShelf(random.next(), 40);

  const optionCode = kind.options.length > 0 && random.chance(0.18) ? random.pick(kind.options) : null;
  const optionList = optionCode ? OPTION_LISTS[optionCode] : null;
  const optionItems = optionCode === 'scent' ? random.sample(SCENTS, 3) : (optionList?.items ?? []);

  const photoCount = random.int(2, 4);
  const photos: PhotoRow[] = Array.from({ length: photoCount }, (_, i) => ({ productId: id, photoPath: productPhoto(subject, id, i + 1, tone), sortOrder: i }));
  const mainPhoto = photos[0].photoPath;
  // A colour or finish shows itself: the same views, drawn in that variation's colour (no draws, so the stream is unchanged).
  const variationPhotos: VariationPhoto[] = (plan?.items ?? []).flatMap((draft, i) =>
    draft.tone ? photos.map((_, view) => ({ variationSort: i, photoPath: productPhoto(subject, id, view + 1, draft.tone!), sortOrder: view })) : [],
  );
  const has = { gift: optionCode === 'gift', varies: plan !== null, metal: materialKey !== null && TARNISHING.includes(materialKey) };
  const fit = code === 'f' ? 'shoe' : group === 'kidswear' ? 'child' : 'adult';
  const { html, lead } = describe(random, { kind, material, group, title, artwork, designer, collection, fit, has });

  const step = HISTORY_DAYS / Math.max(1, count);
  const createdAt = daysBefore((count - 1 - index) * step + random.next() * step);
  const categoryIds = [leaf.id, parent.id];
  if (discount > 0 && catalog.sale.length > 0) {
    const sale = random.pick(catalog.sale);
    categoryIds.push(sale.id, sale.parent!.id);
  }

  return {
    product: {
      id,
      designerId: designer.id,
      titleTr: title.tr,
      titleEn: title.en,
      slugTr,
      slugEn: slugify(title.en),
      mainPhoto,
      ...prices,
      discountPercentage,
      isMainVariation: plan === null,
      stock,
      variationType: plan?.type ?? null,
      variationNameTr: plan?.name.tr ?? null,
      variationNameEn: plan?.name.en ?? null,
      optionListNameTr: optionList?.name.tr ?? null,
      optionListNameEn: optionList?.name.en ?? null,
      isMustHave: mustHave,
      isFeatured: featured,
      isFreeCargo: random.chance(0.15),
      popularity: Math.floor(random.next() ** 3 * 5000) + (featured ? 600 : 0) + (mustHave ? 300 : 0),
      createdAt,
      updatedAt: createdAt,
    },
    description: { productId: id, descriptionTr: html.tr, descriptionEn: html.en },
    categoryIds,
    photos,
    variations,
    variationPhotos,
    options: optionItems.map((item, i) => ({ productId: id, nameTr: item.tr, nameEn: item.en, sortOrder: i })),
    summary: {
      id,
      designerId: designer.id,
      titleTr: title.tr,
      titleEn: title.en,
      slugTr,
      mainPhoto,
      groupKey: parent.key,
      inStock: stock > 0,
      leadTr: lead.tr,
      leadEn: lead.en,
    },
  };
}
