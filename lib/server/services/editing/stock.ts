import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { productSku, variationSku } from '@/lib/shop/sku';
import { CATALOGUE_PAGE_SIZE, LOW_STOCK, type StockReason } from '@/lib/shop/validation/catalogue-editing';
import type { Db } from '../../db/client';
import { products, productVariations } from '../../db/schema';
import { ApiError } from '../../errors';
import { recordAudit, type AuditActor } from '../operators/audit';
import { markProductsChanged } from '../product-tags';
import { FieldsRefused } from './refusals';

export interface StockAdjustment {
  productId: number;
  variationId?: number | null;
  change: number;
  reason: StockReason;
}

/**
 * Goods received, a count, or damage: one conditional update that adds the change only when the
 * result stays at zero or above (a concurrent sale cannot make it negative), its reason in the
 * audit log, and the product's tags marked in the same transaction, so a sell-out or restock is
 * on the storefront at the next view. Variation stock for a product with variations, else its own.
 */
export async function adjustStock(db: Db, actor: AuditActor, adjustment: StockAdjustment) {
  return db.transaction(async (tx) => {
    const { productId, variationId, change, reason } = adjustment;
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw new ApiError('product_not_found');
    const updated = variationId
      ? await tx
          .update(productVariations)
          .set({ stock: sql`${productVariations.stock} + ${change}` })
          .where(and(eq(productVariations.id, variationId), eq(productVariations.productId, productId), sql`${productVariations.stock} + ${change} >= 0`))
          .returning({ stock: productVariations.stock })
      : await tx
          .update(products)
          .set({ stock: sql`${products.stock} + ${change}`, updatedAt: sql`now()` })
          .where(and(eq(products.id, productId), sql`${products.stock} + ${change} >= 0`))
          .returning({ stock: products.stock });
    if (!updated.length) {
      if (variationId) {
        const [exists] = await tx.select({ id: productVariations.id }).from(productVariations).where(and(eq(productVariations.id, variationId), eq(productVariations.productId, productId)));
        if (!exists) throw new ApiError('variation_not_found');
      }
      throw new FieldsRefused({ Change: 'min' });
    }
    const stock = updated[0].stock;
    // The product's edit form holds this stock too: a save from before the adjustment must not put the old number back.
    await tx.update(products).set({ version: sql`${products.version} + 1` }).where(eq(products.id, productId));
    await recordAudit(tx, actor, {
      action: `stock.${reason}`,
      entity: variationId ? 'variation' : 'product',
      entityId: variationId ?? productId,
      before: { stock: stock - change },
      after: { stock, change, reason, productId },
    });
    await markProductsChanged(tx, [productId]);
    return { Stock: stock };
  });
}

/** Products and variations at or below LOW_STOCK, emptiest first: what to reorder. */
export async function lowStock(db: Db, page: number) {
  // A union's columns are matched by position; the aliases name them for its ordering.
  const own = db
    .select({ productId: sql<number>`${products.id}`.as('product_id'), variationId: sql<number | null>`null::int`.as('variation_id'), titleTr: products.titleTr, titleEn: products.titleEn, variationTr: sql<string | null>`null::text`.as('variation_tr'), variationEn: sql<string | null>`null::text`.as('variation_en'), stock: products.stock })
    .from(products)
    .where(and(eq(products.isMainVariation, true), eq(products.isActive, true), lte(products.stock, LOW_STOCK)));
  const ofVariations = db
    .select({ productId: sql<number>`${products.id}`.as('product_id'), variationId: productVariations.id, titleTr: products.titleTr, titleEn: products.titleEn, variationTr: productVariations.nameTr, variationEn: productVariations.nameEn, stock: productVariations.stock })
    .from(productVariations)
    .innerJoin(products, eq(products.id, productVariations.productId))
    .where(and(eq(products.isMainVariation, false), eq(products.isActive, true), lte(productVariations.stock, LOW_STOCK)));
  const rows = await own.unionAll(ofVariations).orderBy(asc(sql`stock`), asc(sql`product_id`)).limit(CATALOGUE_PAGE_SIZE + 1).offset((page - 1) * CATALOGUE_PAGE_SIZE);
  return {
    Rows: rows.slice(0, CATALOGUE_PAGE_SIZE).map((row) => ({
      ProductId: row.productId,
      VariationId: row.variationId,
      Sku: row.variationId ? variationSku(row.productId, row.variationId) : productSku(row.productId),
      TitleTr: row.titleTr,
      TitleEn: row.titleEn,
      VariationTr: row.variationTr,
      VariationEn: row.variationEn,
      Stock: row.stock,
    })),
    HasMore: rows.length > CATALOGUE_PAGE_SIZE,
  };
}
