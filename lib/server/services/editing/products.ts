import { and, asc, eq, ne, or } from 'drizzle-orm';
import slugify from 'slugify';
import { sanitizeHtmlReport } from '@/lib/shop/html';
import { parseAmount } from '@/lib/shop/money';
import { productSku, variationSku } from '@/lib/shop/sku';
import type { CatalogueProductSave } from '@/lib/shop/validation/catalogue-editing';
import type { Db } from '../../db/client';
import { categories, designers, productCategories, productDescriptions, productPhotos, products, productVariations } from '../../db/schema';
import { ApiError } from '../../errors';
import type { AuditActor } from '../operators/audit';
import { recordAudit } from '../operators/audit';
import { applyProductChange } from '../product-changes';
import { productPartsOf, saveProductParts } from './product-parts';
import { linkedProducts } from './product-suggestions';
import { FieldsRefused } from './refusals';
import { claimVersion } from './versions';

/** A product as the edit form loads it: every field it shows, prices as the exact decimals an editor types. */
export async function productForEditing(db: Db, productId: number) {
  const [row] = await db
    .select({ product: products, descriptionTr: productDescriptions.descriptionTr, descriptionEn: productDescriptions.descriptionEn, designer: designers.name })
    .from(products)
    .innerJoin(designers, eq(designers.id, products.designerId))
    .leftJoin(productDescriptions, eq(productDescriptions.productId, products.id))
    .where(eq(products.id, productId));
  if (!row) throw new ApiError('product_not_found');
  const p = row.product;
  const [variations, photos, filed] = await Promise.all([
    db.select().from(productVariations).where(eq(productVariations.productId, productId)).orderBy(asc(productVariations.sortOrder), asc(productVariations.id)),
    db.select().from(productPhotos).where(eq(productPhotos.productId, productId)).orderBy(asc(productPhotos.sortOrder), asc(productPhotos.id)),
    db
      .select({ id: categories.id, nameTr: categories.nameTr, nameEn: categories.nameEn, slugTr: categories.slugTr, slugEn: categories.slugEn })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(eq(productCategories.productId, productId))
      .orderBy(asc(categories.id)),
  ]);
  const decimal = (minor: number) => (minor / 100).toFixed(2);
  const ownDecimal = (minor: number | null) => (minor === null ? '' : decimal(minor));
  return {
    ProductId: p.id,
    Version: p.version,
    /** The filing's own version (the categories save names it, not the form's). */
    CategoriesVersion: p.categoriesVersion,
    Sku: productSku(p.id),
    Designer: row.designer,
    TitleTr: p.titleTr,
    TitleEn: p.titleEn,
    SlugTr: p.slugTr,
    SlugEn: p.slugEn,
    DescriptionTr: row.descriptionTr ?? '',
    DescriptionEn: row.descriptionEn ?? '',
    PriceTry: decimal(p.priceTry),
    SalePriceTry: decimal(p.salePriceTry),
    PriceUsd: decimal(p.priceUsd),
    SalePriceUsd: decimal(p.salePriceUsd),
    IsFreeCargo: p.isFreeCargo,
    IsActive: p.isActive,
    Stock: p.stock,
    HasVariations: !p.isMainVariation,
    MainPhoto: p.mainPhoto,
    Variations: variations.map((v) => ({
      Id: v.id, Version: v.version, Sku: variationSku(p.id, v.id), NameTr: v.nameTr, NameEn: v.nameEn, Stock: v.stock, PhotoPath: v.photoPath, IsActive: v.isActive,
      PriceTry: ownDecimal(v.priceTry), SalePriceTry: ownDecimal(v.salePriceTry), PriceUsd: ownDecimal(v.priceUsd), SalePriceUsd: ownDecimal(v.salePriceUsd), FontColor: v.fontColor ?? '',
    })),
    Categories: filed.map((c) => ({ Id: c.id, NameTr: c.nameTr, NameEn: c.nameEn, SlugTr: c.slugTr, SlugEn: c.slugEn })),
    Photos: photos.map((photo) => ({ Id: photo.id, VariationId: photo.variationId, Path: photo.photoPath, AltTr: photo.altTr, AltEn: photo.altEn })),
    ...(await productPartsOf(db, p)),
    /** The linked products with their titles, for the picker (the save takes `LinkedSkus`). */
    Linked: await linkedProducts(db, p.id),
  };
}

const slugOf = (text: string) => slugify(text, { lower: true, strict: true, locale: 'tr' });

/**
 * The slugs a save leaves: one the editor set must be free among the other products (else the
 * field says so); an empty one follows the title. The product's address keeps its id, so an old
 * slug still reaches the page, which answers 308 to the new one (productdetail's own check).
 */
export async function slugsOf(tx: Db, productId: number, input: Pick<CatalogueProductSave, 'TitleTr' | 'TitleEn' | 'SlugTr' | 'SlugEn'>) {
  // A title of signs alone slugifies to nothing: the id stands in, so the address still has a segment.
  const wanted = { SlugTr: input.SlugTr || slugOf(input.TitleTr) || `urun-${productId}`, SlugEn: input.SlugEn || slugOf(input.TitleEn) || `product-${productId}` };
  const taken = await tx
    .select({ slugTr: products.slugTr, slugEn: products.slugEn })
    .from(products)
    .where(and(ne(products.id, productId), or(eq(products.slugTr, wanted.SlugTr), eq(products.slugEn, wanted.SlugEn))));
  const problems: Record<string, 'slugTaken'> = {};
  for (const [field, column] of [['SlugTr', 'slugTr'], ['SlugEn', 'slugEn']] as const) {
    if (!taken.some((row) => row[column] === wanted[field])) continue;
    if (input[field]) problems[field] = 'slugTaken';
    else wanted[field] = `${wanted[field]}-${productId}`;
  }
  if (Object.keys(problems).length) throw new FieldsRefused(problems);
  return wanted;
}

/** The stock of the product's variations on offer (a switched-off one keeps none, and the form no longer writes it). */
const variationStocks = async (tx: Db, productId: number) =>
  Object.fromEntries(
    (await tx.select({ id: productVariations.id, stock: productVariations.stock }).from(productVariations).where(and(eq(productVariations.productId, productId), eq(productVariations.isActive, true)))).map((v) => [v.id, v.stock]),
  );

const auditState = (row: typeof products.$inferSelect) => ({
  titleTr: row.titleTr, titleEn: row.titleEn, slugTr: row.slugTr, slugEn: row.slugEn, priceTry: row.priceTry, salePriceTry: row.salePriceTry,
  priceUsd: row.priceUsd, salePriceUsd: row.salePriceUsd, stock: row.stock, isActive: row.isActive, isFreeCargo: row.isFreeCargo, version: row.version,
});

/**
 * The edit form's save, all or nothing in one transaction: the version claimed first (the later of
 * two saves from one version gets 409), descriptions cleaned by the shop's one HTML policy (the
 * answer lists what it removed), prices in minor units, stock, slugs, and the audit row. The
 * product's cache tags are marked inside it (applyProductChange), never the whole cache.
 */
export async function saveProduct(db: Db, actor: AuditActor, input: CatalogueProductSave) {
  return db.transaction(async (tx) => {
    const version = await claimVersion(tx, products, input.ProductId, input.Version, 'product_not_found');
    const [before] = await tx.select().from(products).where(eq(products.id, input.ProductId));
    if (input.IsActive && !before.mainPhoto) throw new FieldsRefused({ IsActive: 'photoNeeded' });
    const stocksBefore = await variationStocks(tx, input.ProductId);
    const partsBefore = await productPartsOf(tx, before);
    const slugs = await slugsOf(tx, input.ProductId, input);
    const tr = sanitizeHtmlReport(input.DescriptionTr);
    const en = sanitizeHtmlReport(input.DescriptionEn);
    const minor = (text: string) => parseAmount(text) as number;
    await applyProductChange(tx, input.ProductId, {
      priceTry: minor(input.PriceTry),
      salePriceTry: minor(input.SalePriceTry),
      priceUsd: minor(input.PriceUsd),
      salePriceUsd: minor(input.SalePriceUsd),
      stock: input.Stock,
      // A variation removed or switched off since the form loaded is gone from it: its stock is not written back.
      variationStocks: new Map(input.VariationStocks.filter((v) => v.Id in stocksBefore).map((v) => [v.Id, v.Stock])),
      titleTr: input.TitleTr,
      titleEn: input.TitleEn,
      descriptionTr: tr.html,
      descriptionEn: en.html,
    });
    const [after] = await tx
      .update(products)
      .set({ slugTr: slugs.SlugTr, slugEn: slugs.SlugEn, isActive: input.IsActive, isFreeCargo: input.IsFreeCargo })
      .where(eq(products.id, input.ProductId))
      .returning();
    await saveProductParts(tx, input.ProductId, input);
    const stocksAfter = await variationStocks(tx, input.ProductId);
    await recordAudit(tx, actor, {
      action: 'product.saved',
      entity: 'product',
      entityId: input.ProductId,
      before: { ...auditState(before), variationStocks: stocksBefore, parts: partsBefore },
      after: { ...auditState(after), variationStocks: stocksAfter, parts: await productPartsOf(tx, after) },
    });
    return { Version: version, SlugTr: slugs.SlugTr, SlugEn: slugs.SlugEn, Removed: { DescriptionTr: tr.removed, DescriptionEn: en.removed } };
  });
}
