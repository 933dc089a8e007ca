import { inArray } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { productCategories, productDescriptions, productLinkItems, productOptions, productPhotos, products, productVariations } from '@/lib/server/db/schema';
import { refreshSearchDocuments } from '@/lib/server/services/search-index';
import { routes } from '@/lib/shop/routes';
import type { Catalog } from './catalog';
import { withIndexesBuiltAfter } from './indexes';
import { insertAll } from './insert';
import { type BuiltProduct, buildProduct, type ProductSummary } from './product-builder';

/** Products are generated and written a thousand at a time, so 100 000 never sit in memory at once. */
const CHUNK = 1000;
/** Content and SEO rows only refer to early products. */
export const EARLY = 1000;

export interface ProductCounts {
  products: number;
  productCategories: number;
  productPhotos: number;
  productVariations: number;
  productOptions: number;
  productLinkItems: number;
}

/** Roughly one product in 25 links to an earlier piece by the same designer ("complete the look"). */
export function linkItems(batch: readonly BuiltProduct[], lastByDesigner: Map<number, ProductSummary>) {
  const rows: (typeof productLinkItems.$inferInsert)[] = [];
  for (const { summary } of batch) {
    const earlier = lastByDesigner.get(summary.designerId);
    if (earlier && summary.id % 25 === 7) {
      rows.push({
        productId: summary.id,
        linkedProductId: earlier.id,
        photoPath: earlier.mainPhoto,
        url: routes.product(earlier.slugTr, earlier.id),
        linkNameTr: earlier.titleTr,
        linkNameEn: earlier.titleEn,
      });
    }
    lastByDesigner.set(summary.designerId, summary);
  }
  return rows;
}

/** The variations' own pictures, tied to the ids their variations were just given. */
async function variationPhotoRows(db: Db, batch: readonly BuiltProduct[]) {
  const owners = batch.filter((built) => built.variationPhotos.length > 0);
  if (owners.length === 0) return [];
  const written = await db
    .select({ id: productVariations.id, productId: productVariations.productId, sortOrder: productVariations.sortOrder })
    .from(productVariations)
    .where(inArray(productVariations.productId, owners.map((built) => built.product.id!)));
  const idOf = new Map(written.map((row) => [`${row.productId}:${row.sortOrder}`, row.id]));
  return owners.flatMap((built) =>
    built.variationPhotos.map((photo) => ({
      productId: built.product.id!,
      variationId: idOf.get(`${built.product.id}:${photo.variationSort}`)!,
      photoPath: photo.photoPath,
      sortOrder: photo.sortOrder,
    })),
  );
}

export async function seedProducts(db: Db, catalog: Catalog, count: number): Promise<{ counts: ProductCounts; early: ProductSummary[] }> {
  const counts: ProductCounts = { products: 0, productCategories: 0, productPhotos: 0, productVariations: 0, productOptions: 0, productLinkItems: 0 };
  const early: ProductSummary[] = [];
  const lastByDesigner = new Map<number, ProductSummary>();
  await withIndexesBuiltAfter(db, async () => {
    for (let start = 0; start < count; start += CHUNK) {
      const batch = Array.from({ length: Math.min(CHUNK, count - start) }, (_, i) => buildProduct(start + i, count, catalog));
      counts.products += await insertAll(db, products, batch.map((built) => built.product));
      await insertAll(db, productDescriptions, batch.map((built) => built.description));
      counts.productCategories += await insertAll(
        db,
        productCategories,
        // With the product's designer and popularity, which the filing trigger would otherwise copy in a second write.
        batch.flatMap(({ product, categoryIds }) =>
          categoryIds.map((categoryId) => ({ productId: product.id!, categoryId, designerId: product.designerId, popularity: product.popularity ?? 0 })),
        ),
      );
      counts.productPhotos += await insertAll(db, productPhotos, batch.flatMap((built) => built.photos));
      counts.productVariations += await insertAll(db, productVariations, batch.flatMap((built) => built.variations));
      counts.productPhotos += await insertAll(db, productPhotos, await variationPhotoRows(db, batch));
      counts.productOptions += await insertAll(db, productOptions, batch.flatMap((built) => built.options));
      counts.productLinkItems += await insertAll(db, productLinkItems, linkItems(batch, lastByDesigner));
      for (const built of batch) if (early.length < EARLY) early.push(built.summary);
    }
    // Once for the whole catalogue: designers and categories are written, and one pass beats a thousand.
    // Inside the load, so the search indexes are built once over the documents, not updated row by row.
    await refreshSearchDocuments(db);
  });
  return { counts, early };
}
