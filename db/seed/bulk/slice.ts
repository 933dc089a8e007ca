import type { ClientBase } from 'pg';
import { mediaAssets, productCategories, productDescriptions, productLinkItems, productOptions, productPhotos, products, productVariations } from '@/lib/server/db/schema';
import { foldSearchText } from '@/lib/shop/search-text';
import type { Catalog, SeededCategory } from '../catalog';
import { type BuiltProduct, buildProduct, designerOf, type ProductSummary } from '../product-builder';
import { assetPath } from '../media-assets';
import { linkItems, type ProductCounts } from '../products';
import { copyRows } from './copy';

/** Products generated and written per round of COPYs: about 6 MB of descriptions. */
const CHUNK = 2000;

/**
 * Ids of a product's own rows, from its id: slices load in parallel, so a serial id would follow
 * whichever slice wrote first. Each product has room for this many rows of each kind (checked).
 */
export const ROOM = { variations: 8, photos: 32, options: 16 } as const;

const ownId = (productId: number, room: number, index: number) => {
  if (index >= room) throw new Error(`Seed bug: product ${productId} has more than ${room} rows of one kind`);
  return (productId - 1) * room + index + 1;
};

/**
 * `refreshSearchDocuments` (services/search-index.ts) done in the generator: the same names, folded
 * by the same rule, each word once in sorted order. The table is written once instead of being
 * rewritten by a million-row UPDATE. tests/api/seed-bulk.test.ts checks both agree.
 */
function searchDocument(built: BuiltProduct, designerName: string, byId: Map<number, SeededCategory>) {
  const filed = built.categoryIds.map((id) => {
    const category = byId.get(id)!;
    const parent = category.parent ? ` ${category.parent.nameTr} ${category.parent.nameEn}` : '';
    return `${category.nameTr} ${category.nameEn}${parent}`;
  });
  const names = `${built.product.titleTr} ${built.product.titleEn} ${designerName} ${filed.join(' ')}`;
  return [...new Set(foldSearchText(names).split(' '))].filter(Boolean).sort().join(' ');
}

/**
 * Each designer's last product before `start`, as the serial seed's "complete the look" links would
 * have seen it: walked back through the cheap designer draw, then built for the found ones only.
 */
function lastByDesignerBefore(start: number, count: number, catalog: Catalog) {
  const found = new Map<number, ProductSummary>();
  for (let index = start - 1; index >= 0 && found.size < catalog.designers.length; index--) {
    const designerId = designerOf(index, catalog);
    if (!found.has(designerId)) found.set(designerId, buildProduct(index, count, catalog).summary);
  }
  return found;
}

/** The rows of a batch, ids included, as COPY takes them (every column named). */
function rowsOf(batch: readonly BuiltProduct[], catalog: Catalog, byId: Map<number, SeededCategory>) {
  const designerName = new Map(catalog.designers.map((designer) => [designer.id, designer.name]));
  const variations: (typeof productVariations.$inferInsert)[] = [];
  const photos: (typeof productPhotos.$inferInsert)[] = [];
  const options: (typeof productOptions.$inferInsert)[] = [];
  for (const built of batch) {
    const productId = built.product.id!;
    for (const variation of built.variations) variations.push({ id: ownId(productId, ROOM.variations, variation.sortOrder!), ...variation });
    const own = built.photos.map((photo) => ({ ...photo, variationId: null }));
    const shown = built.variationPhotos.map(({ variationSort, photoPath, sortOrder }) => ({
      productId,
      variationId: ownId(productId, ROOM.variations, variationSort),
      photoPath,
      sortOrder,
    }));
    [...own, ...shown].forEach((photo, index) => photos.push({ id: ownId(productId, ROOM.photos, index), ...photo }));
    for (const option of built.options) options.push({ id: ownId(productId, ROOM.options, option.sortOrder!), ...option });
  }
  return {
    products: batch.map((built) => ({
      ...built.product,
      // Migration 0008's trigger would say the same (a varied product's stock is its variations' sum); it is off during the load.
      totalStock: built.product.stock,
      searchDocument: searchDocument(built, designerName.get(built.product.designerId)!, byId),
    })),
    descriptions: batch.map((built) => built.description),
    categories: batch.flatMap(({ product, categoryIds }) =>
      categoryIds.map((categoryId) => ({ productId: product.id!, categoryId, designerId: product.designerId, popularity: product.popularity! })),
    ),
    variations,
    photos,
    options,
    // Each picture once (a first colour's views are the product's own views); paths name their product, so no two products share one.
    pictures: batch.flatMap((built) =>
      [...new Set([...built.photos, ...built.variations, ...built.variationPhotos].flatMap((row) => (row.photoPath ? [row.photoPath] : [])))].map((picture) => ({
        path: assetPath(picture),
      })),
    ),
  };
}

export interface SliceResult {
  counts: ProductCounts;
  /** The search documents' vocabulary (search_words). */
  words: string[];
  /** Demo pictures listed in media_assets. */
  pictures: number;
}

/**
 * Generates products [start, end) of a catalogue of `count` and writes them with COPY, a round per
 * chunk, each COPY its own short transaction. The rows are exactly the serial seed's (db/seed/products.ts)
 * but for the surrogate ids of variations, photos, options and links, which come from the product id.
 */
export async function loadSlice(client: ClientBase, catalog: Catalog, count: number, start: number, end: number): Promise<SliceResult> {
  const counts: ProductCounts = { products: 0, productCategories: 0, productPhotos: 0, productVariations: 0, productOptions: 0, productLinkItems: 0 };
  const words = new Set<string>();
  let pictures = 0;
  const byId = new Map([...catalog.byKey.values()].map((category) => [category.id, category]));
  const lastByDesigner = lastByDesignerBefore(start, count, catalog);
  for (let from = start; from < end; from += CHUNK) {
    const batch = Array.from({ length: Math.min(CHUNK, end - from) }, (_, i) => buildProduct(from + i, count, catalog));
    const rows = rowsOf(batch, catalog, byId);
    for (const product of rows.products) for (const word of product.searchDocument.split(' ')) if (word) words.add(word);
    // A product has at most one link, so its id serves.
    const links = linkItems(batch, lastByDesigner).map((link) => ({ id: link.productId, sortOrder: 0, ...link }));
    counts.products += await copyRows(client, products, rows.products);
    await copyRows(client, productDescriptions, rows.descriptions);
    counts.productCategories += await copyRows(client, productCategories, rows.categories);
    counts.productVariations += await copyRows(client, productVariations, rows.variations);
    counts.productPhotos += await copyRows(client, productPhotos, rows.photos);
    counts.productOptions += await copyRows(client, productOptions, rows.options);
    counts.productLinkItems += await copyRows(client, productLinkItems, links);
    pictures += await copyRows(client, mediaAssets, rows.pictures);
  }
  return { counts, words: [...words], pictures };
}
