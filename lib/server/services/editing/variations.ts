import { and, eq, sql } from 'drizzle-orm';
import { parseAmount } from '@/lib/shop/money';
import type { CatalogueVariationSave } from '@/lib/shop/validation/catalogue-products';
import type { Db } from '../../db/client';
import { orderLines, products, productVariations } from '../../db/schema';
import { ApiError } from '../../errors';
import type { AuditActor } from '../operators/audit';
import { recordAudit } from '../operators/audit';
import { markProductsChanged } from '../product-tags';
import { FieldsRefused } from './refusals';
import { claimVersion } from './versions';

const minorOrNull = (text: string) => (text ? (parseAmount(text) as number) : null);

/** The product row, locked for the change (so two new variations get distinct places), or a 404. */
async function lockedProduct(tx: Db, productId: number) {
  const [product] = await tx.select({ id: products.id, isMainVariation: products.isMainVariation }).from(products).where(eq(products.id, productId)).for('update');
  if (!product) throw new ApiError('product_not_found');
  return product;
}

/** One of the product's variations (on offer or switched off), or variation_not_found. */
async function ownVariation(tx: Db, productId: number, variationId: number) {
  const [variation] = await tx.select().from(productVariations).where(and(eq(productVariations.id, variationId), eq(productVariations.productId, productId)));
  if (!variation) throw new ApiError('variation_not_found');
  return variation;
}

/**
 * Adds a variation (last in the order, with its first stock) or edits one under its own version:
 * names, own prices (empty: the product's), its colour; a switched-off one stays off. A product's
 * first variation makes it one sold by variation. The product's tags are marked: its page and every list with its card.
 */
export async function saveVariation(db: Db, actor: AuditActor, input: CatalogueVariationSave) {
  return db.transaction(async (tx) => {
    const product = await lockedProduct(tx, input.ProductId);
    const fields = {
      nameTr: input.NameTr, nameEn: input.NameEn, fontColor: input.FontColor || null,
      priceTry: minorOrNull(input.PriceTry), salePriceTry: minorOrNull(input.SalePriceTry), priceUsd: minorOrNull(input.PriceUsd), salePriceUsd: minorOrNull(input.SalePriceUsd),
    };
    let saved: typeof productVariations.$inferSelect;
    let before: typeof productVariations.$inferSelect | null = null;
    if (input.VariationId) {
      if (!input.Version) throw new FieldsRefused({ Version: 'required' });
      before = await ownVariation(tx, input.ProductId, input.VariationId);
      await claimVersion(tx, productVariations, input.VariationId, input.Version, 'variation_not_found');
      [saved] = await tx.update(productVariations).set(fields).where(eq(productVariations.id, input.VariationId)).returning();
    } else {
      const [{ next }] = await tx
        .select({ next: sql<number>`coalesce(max(${productVariations.sortOrder}), -1)::int + 1` })
        .from(productVariations)
        .where(eq(productVariations.productId, input.ProductId));
      [saved] = await tx.insert(productVariations).values({ ...fields, productId: input.ProductId, stock: input.Stock, sortOrder: next }).returning();
      if (product.isMainVariation) await tx.update(products).set({ isMainVariation: false }).where(eq(products.id, input.ProductId));
    }
    await markProductsChanged(tx, [input.ProductId]);
    await recordAudit(tx, actor, { action: before ? 'variation.saved' : 'variation.added', entity: 'product', entityId: input.ProductId, before, after: saved });
    return { VariationId: saved.id, Version: saved.version };
  });
}

/**
 * Removes a variation. One that orders name is switched off instead (no longer offered, its stock
 * set to none), so those orders keep pointing at it; one that never sold is deleted with its own
 * photos. When none is left on offer, the product is sold as itself again.
 */
export async function removeVariation(db: Db, actor: AuditActor, input: { ProductId: number; VariationId: number; Version: number }) {
  return db.transaction(async (tx) => {
    await lockedProduct(tx, input.ProductId);
    const before = await ownVariation(tx, input.ProductId, input.VariationId);
    const version = await claimVersion(tx, productVariations, input.VariationId, input.Version, 'variation_not_found');
    const [ordered] = await tx.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.variationId, input.VariationId)).limit(1);
    if (ordered) await tx.update(productVariations).set({ isActive: false, stock: 0 }).where(eq(productVariations.id, input.VariationId));
    else await tx.delete(productVariations).where(eq(productVariations.id, input.VariationId));
    const [{ offered }] = await tx
      .select({ offered: sql<number>`count(*)::int` })
      .from(productVariations)
      .where(and(eq(productVariations.productId, input.ProductId), eq(productVariations.isActive, true)));
    if (!offered) await tx.update(products).set({ isMainVariation: true }).where(eq(products.id, input.ProductId));
    await markProductsChanged(tx, [input.ProductId]);
    const outcome = ordered ? 'deactivated' : 'deleted';
    await recordAudit(tx, actor, { action: `variation.${outcome}`, entity: 'product', entityId: input.ProductId, before, after: { outcome } });
    // A switched-off one keeps its form on the page: its next call (a restore) names this version.
    return { Outcome: outcome as 'deactivated' | 'deleted', Version: version };
  });
}

/**
 * Switches a switched-off variation back on (it is offered again; its stock stays none until an
 * adjustment adds some), under its own version. The product is sold by variation again.
 */
export async function restoreVariation(db: Db, actor: AuditActor, input: { ProductId: number; VariationId: number; Version: number }) {
  return db.transaction(async (tx) => {
    await lockedProduct(tx, input.ProductId);
    const before = await ownVariation(tx, input.ProductId, input.VariationId);
    const version = await claimVersion(tx, productVariations, input.VariationId, input.Version, 'variation_not_found');
    const [after] = await tx.update(productVariations).set({ isActive: true }).where(eq(productVariations.id, input.VariationId)).returning();
    await tx.update(products).set({ isMainVariation: false }).where(eq(products.id, input.ProductId));
    await markProductsChanged(tx, [input.ProductId]);
    await recordAudit(tx, actor, { action: 'variation.restored', entity: 'product', entityId: input.ProductId, before, after });
    return { VariationId: after.id, Version: version };
  });
}
