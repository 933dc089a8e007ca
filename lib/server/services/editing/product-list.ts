import { and, desc, eq, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { parseSku, productSku } from '@/lib/shop/sku';
import { CATALOGUE_PAGE_SIZE, LOW_STOCK, type CatalogueProductFilters } from '@/lib/shop/validation/catalogue-editing';
import type { Db } from '../../db/client';
import { designers, products } from '../../db/schema';
import { inCategory } from '../product-listing';

/** `%` and `_` typed into the search are themselves, not wildcards. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function whereOf(db: Db, filters: CatalogueProductFilters): SQL | undefined {
  const q = filters.Q?.trim();
  const sku = q ? parseSku(q) : null;
  return and(
    q ? or(ilike(products.titleTr, containing(q)), ilike(products.titleEn, containing(q)), sku ? eq(products.id, sku.productId) : undefined) : undefined,
    filters.DesignerId ? eq(products.designerId, filters.DesignerId) : undefined,
    filters.CategoryId ? inCategory(db, filters.CategoryId) : undefined,
    filters.Active ? eq(products.isActive, filters.Active === 'yes') : undefined,
    filters.Stock === 'out' ? eq(products.totalStock, 0) : undefined,
    filters.Stock === 'low' ? and(sql`${products.totalStock} > 0`, lte(products.totalStock, LOW_STOCK)) : undefined,
    filters.Stock === 'in' ? sql`${products.totalStock} > ${LOW_STOCK}` : undefined,
    filters.Discounted === 'yes' ? sql`${products.salePriceTry} < ${products.priceTry}` : undefined,
    filters.Discounted === 'no' ? sql`${products.salePriceTry} >= ${products.priceTry}` : undefined,
  );
}

/** The back-office's product list: search by name or SKU, the issue's filters, newest first, a page at a time. */
export async function listCatalogueProducts(db: Db, filters: CatalogueProductFilters) {
  const rows = await db
    .select({
      id: products.id,
      titleTr: products.titleTr,
      titleEn: products.titleEn,
      designer: designers.name,
      priceTry: products.priceTry,
      salePriceTry: products.salePriceTry,
      priceUsd: products.priceUsd,
      salePriceUsd: products.salePriceUsd,
      totalStock: products.totalStock,
      isActive: products.isActive,
      mainPhoto: products.mainPhoto,
    })
    .from(products)
    .innerJoin(designers, eq(designers.id, products.designerId))
    .where(whereOf(db, filters))
    .orderBy(desc(products.id))
    .limit(CATALOGUE_PAGE_SIZE + 1)
    .offset((filters.Page - 1) * CATALOGUE_PAGE_SIZE);
  return {
    Rows: rows.slice(0, CATALOGUE_PAGE_SIZE).map((row) => ({
      ProductId: row.id,
      Sku: productSku(row.id),
      TitleTr: row.titleTr,
      TitleEn: row.titleEn,
      Designer: row.designer,
      PriceTry: row.priceTry,
      SalePriceTry: row.salePriceTry,
      PriceUsd: row.priceUsd,
      SalePriceUsd: row.salePriceUsd,
      TotalStock: row.totalStock,
      IsActive: row.isActive,
      MainPhoto: row.mainPhoto,
    })),
    HasMore: rows.length > CATALOGUE_PAGE_SIZE,
  };
}
