import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productPhotos, products, productVariations } from '../../db/schema';
import { ApiError } from '../../errors';
import { recordAudit, type AuditActor } from '../operators/audit';
import { markProductsChanged } from '../product-tags';

export interface PhotoAttachment {
  productId: number;
  variationId?: number | null;
  path: string;
  altTr: string;
  altEn: string;
}

/**
 * An uploaded picture added to a product's gallery (or a variation's), last in the order; a
 * variation without a picture of its own takes it as its swatch. Audited, and the product's tags
 * marked, so the page shows it at the next view.
 */
export async function attachPhoto(db: Db, actor: AuditActor, photo: PhotoAttachment) {
  return db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id, mainPhoto: products.mainPhoto }).from(products).where(eq(products.id, photo.productId)).for('update');
    if (!product) throw new ApiError('product_not_found');
    if (photo.variationId) {
      const [variation] = await tx
        .select({ id: productVariations.id, photoPath: productVariations.photoPath })
        .from(productVariations)
        .where(and(eq(productVariations.id, photo.variationId), eq(productVariations.productId, photo.productId)));
      if (!variation) throw new ApiError('variation_not_found');
      if (!variation.photoPath) await tx.update(productVariations).set({ photoPath: photo.path }).where(eq(productVariations.id, variation.id));
    }
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${productPhotos.sortOrder}), -1)::int + 1` })
      .from(productPhotos)
      .where(eq(productPhotos.productId, photo.productId));
    const [row] = await tx
      .insert(productPhotos)
      .values({ productId: photo.productId, variationId: photo.variationId ?? null, photoPath: photo.path, altTr: photo.altTr, altEn: photo.altEn, sortOrder: next })
      .returning();
    // A product created without a picture takes its first general one for the lists.
    if (!product.mainPhoto && !photo.variationId) await tx.update(products).set({ mainPhoto: photo.path }).where(eq(products.id, photo.productId));
    await recordAudit(tx, actor, { action: 'product.photo-added', entity: 'product', entityId: photo.productId, before: null, after: row });
    await markProductsChanged(tx, [photo.productId]);
    return { PhotoId: row.id, SortOrder: row.sortOrder };
  });
}

/**
 * The gallery in the order the editor dragged it to: `photoIds` names each of the product's photos
 * once. The first general picture becomes the main photo, the one every list shows.
 */
export async function orderPhotos(db: Db, actor: AuditActor, productId: number, photoIds: readonly number[]) {
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: productPhotos.id, variationId: productPhotos.variationId, path: productPhotos.photoPath }).from(productPhotos).where(eq(productPhotos.productId, productId)).for('update');
    if (!rows.length) {
      const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
      if (!product) throw new ApiError('product_not_found');
    }
    const own = new Set(rows.map((row) => row.id));
    if (photoIds.length !== own.size || new Set(photoIds).size !== photoIds.length || photoIds.some((id) => !own.has(id))) throw new ApiError('photo_order_mismatch');
    for (const [index, id] of photoIds.entries()) await tx.update(productPhotos).set({ sortOrder: index }).where(eq(productPhotos.id, id));
    const first = photoIds.map((id) => rows.find((row) => row.id === id)!).find((row) => row.variationId === null);
    if (first) await tx.update(products).set({ mainPhoto: first.path }).where(eq(products.id, productId));
    await recordAudit(tx, actor, { action: 'product.photos-ordered', entity: 'product', entityId: productId, before: rows.map((row) => row.id), after: photoIds });
    await markProductsChanged(tx, [productId]);
    return { PhotoIds: [...photoIds] };
  });
}

/**
 * A picture's alt texts and whose it is: the product's general gallery (no variation) or one
 * variation's own, which takes it as its swatch when it has none yet.
 */
export async function editPhoto(db: Db, actor: AuditActor, input: { ProductId: number; PhotoId: number; VariationId?: number | null; AltTr: string; AltEn: string }) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(productPhotos).where(and(eq(productPhotos.id, input.PhotoId), eq(productPhotos.productId, input.ProductId))).for('update');
    if (!before) throw new ApiError('photo_not_found');
    if (input.VariationId) {
      const [variation] = await tx
        .select({ id: productVariations.id, photoPath: productVariations.photoPath })
        .from(productVariations)
        .where(and(eq(productVariations.id, input.VariationId), eq(productVariations.productId, input.ProductId)));
      if (!variation) throw new ApiError('variation_not_found');
      if (!variation.photoPath) await tx.update(productVariations).set({ photoPath: before.photoPath }).where(eq(productVariations.id, variation.id));
    }
    const [after] = await tx
      .update(productPhotos)
      .set({ variationId: input.VariationId ?? null, altTr: input.AltTr, altEn: input.AltEn })
      .where(eq(productPhotos.id, input.PhotoId))
      .returning();
    await recordAudit(tx, actor, { action: 'product.photo-edited', entity: 'product', entityId: input.ProductId, before, after });
    await markProductsChanged(tx, [input.ProductId]);
    return { PhotoId: after.id, VariationId: after.variationId };
  });
}

/**
 * Takes a picture out of the product's gallery. Refused (409) while a variation uses it (its own
 * picture or its swatch: the editor gives the variation another one first) and when it is the only
 * general picture of an active product. The next general picture becomes the main photo if this one was.
 */
export async function deletePhoto(db: Db, actor: AuditActor, input: { ProductId: number; PhotoId: number }) {
  return db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id, mainPhoto: products.mainPhoto, isActive: products.isActive }).from(products).where(eq(products.id, input.ProductId)).for('update');
    if (!product) throw new ApiError('product_not_found');
    const [photo] = await tx.select().from(productPhotos).where(and(eq(productPhotos.id, input.PhotoId), eq(productPhotos.productId, input.ProductId)));
    if (!photo) throw new ApiError('photo_not_found');
    const [swatch] = await tx
      .select({ id: productVariations.id })
      .from(productVariations)
      .where(and(eq(productVariations.productId, input.ProductId), eq(productVariations.photoPath, photo.photoPath)))
      .limit(1);
    if (photo.variationId !== null || swatch) throw new ApiError('photo_in_use');
    const others = await tx
      .select({ path: productPhotos.photoPath })
      .from(productPhotos)
      .where(and(eq(productPhotos.productId, input.ProductId), isNull(productPhotos.variationId), ne(productPhotos.id, photo.id)))
      .orderBy(asc(productPhotos.sortOrder), asc(productPhotos.id));
    if (product.isActive && !others.length) throw new ApiError('photo_last');
    await tx.delete(productPhotos).where(eq(productPhotos.id, photo.id));
    if (product.mainPhoto === photo.photoPath) await tx.update(products).set({ mainPhoto: others[0]?.path ?? '' }).where(eq(products.id, product.id));
    await recordAudit(tx, actor, { action: 'product.photo-deleted', entity: 'product', entityId: input.ProductId, before: photo, after: null });
    await markProductsChanged(tx, [input.ProductId]);
    return { PhotoId: photo.id };
  });
}
