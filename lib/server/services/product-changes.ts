import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { productDescriptions, products, productVariations } from '../db/schema';
import { ApiError } from '../errors';
import { markProductsChanged } from './product-tags';
import { refreshSearchDocuments } from './search-index';

/** What an operator may change on a product; prices in minor units, every field optional. */
export interface ProductChange {
  priceTry?: number;
  salePriceTry?: number;
  priceUsd?: number;
  salePriceUsd?: number;
  /** The product's own stock (a product sold as itself). */
  stock?: number;
  /** A variation's stock, by variation id; the variation must belong to the product. */
  variationStocks?: ReadonlyMap<number, number>;
  titleTr?: string;
  titleEn?: string;
  descriptionTr?: string;
  descriptionEn?: string;
}

const percentOff = (price: number, sale: number) => (price > 0 && sale < price ? Math.round(((price - sale) * 100) / price) : 0);

/**
 * Writes a product's prices, stock or texts in one transaction, keeping what depends on them true:
 * the Turkish discount percentage, the search document, the `updated_at` the sitemap reports, and
 * the cache tags of the pages and lists that show the product, marked in the same transaction.
 * Slugs stay as they are, so the addresses already shared keep working.
 */
export async function changeProduct(db: Db, id: number, change: ProductChange): Promise<void> {
  await db.transaction(async (tx) => applyProductChange(tx, id, change));
}

/** changeProduct's writes inside a transaction the caller holds (the back-office's save adds its version, slugs and audit row to it). */
export async function applyProductChange(tx: Db, id: number, change: ProductChange): Promise<void> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw new ApiError('product_not_found');
  const next = {
    priceTry: change.priceTry ?? row.priceTry,
    salePriceTry: change.salePriceTry ?? (change.priceTry !== undefined && row.salePriceTry === row.priceTry ? change.priceTry : row.salePriceTry),
    priceUsd: change.priceUsd ?? row.priceUsd,
    salePriceUsd: change.salePriceUsd ?? (change.priceUsd !== undefined && row.salePriceUsd === row.priceUsd ? change.priceUsd : row.salePriceUsd),
  };
  for (const [price, sale] of [[next.priceTry, next.salePriceTry], [next.priceUsd, next.salePriceUsd]]) {
    if (!Number.isInteger(price) || !Number.isInteger(sale) || price <= 0 || sale <= 0 || sale > price) throw new ApiError('invalid_price');
  }
  if (change.stock !== undefined && (!Number.isInteger(change.stock) || change.stock < 0)) throw new ApiError('invalid_stock');
  await tx
    .update(products)
    .set({
      ...next,
      discountPercentage: percentOff(next.priceTry, next.salePriceTry),
      ...(change.stock !== undefined ? { stock: change.stock } : {}),
      ...(change.titleTr !== undefined ? { titleTr: change.titleTr } : {}),
      ...(change.titleEn !== undefined ? { titleEn: change.titleEn } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, id));
  for (const [variationId, stock] of change.variationStocks ?? []) {
    if (!Number.isInteger(stock) || stock < 0) throw new ApiError('invalid_stock');
    const updated = await tx
      .update(productVariations)
      .set({ stock })
      .where(sql`${productVariations.id} = ${variationId} and ${productVariations.productId} = ${id}`)
      .returning({ id: productVariations.id });
    if (!updated.length) throw new ApiError('variation_not_found');
  }
  if (change.descriptionTr !== undefined || change.descriptionEn !== undefined) {
    const texts = { descriptionTr: change.descriptionTr, descriptionEn: change.descriptionEn };
    const set = Object.fromEntries(Object.entries(texts).filter(([, value]) => value !== undefined));
    await tx.insert(productDescriptions).values({ productId: id, ...set }).onConflictDoUpdate({ target: productDescriptions.productId, set });
  }
  if (change.titleTr !== undefined || change.titleEn !== undefined) await refreshSearchDocuments(tx, [id]);
  await markProductsChanged(tx, [id]);
}
