import { and, asc, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { parseSku, productSku } from '@/lib/shop/sku';
import { MAX_LINKED } from '@/lib/shop/validation/catalogue-product-parts';
import type { CatalogueProductSuggestionsQuery } from '@/lib/shop/validation/catalogue-products';
import type { Db } from '../../db/client';
import { productLinkItems, products } from '../../db/schema';
import { containing } from './product-list';

/** A short list to choose from while typing; a pasted list may name up to the linked maximum. */
export const SUGGESTIONS = 8;

const columns = { id: products.id, titleTr: products.titleTr, titleEn: products.titleEn, isActive: products.isActive };
type Row = { id: number; titleTr: string; titleEn: string; isActive: boolean };
const rowOf = (row: Row) => ({ ProductId: row.id, Sku: productSku(row.id), TitleTr: row.titleTr, TitleEn: row.titleEn, IsActive: row.isActive });

/** Digits typed with or without the `VT-` of a SKU: the start of a product's id. */
const SKU_START = /^(?:vt-?)?(\d{1,9})$/i;

/**
 * The linked-items picker's suggestions. A pasted list of SKUs (two or more, nothing else) answers
 * with those products in its order and names the SKUs that match none; anything else is part of
 * a title in either language or the start of a SKU. The product being edited is never offered.
 */
export async function productSuggestions(db: Db, { ProductId, Q }: CatalogueProductSuggestionsQuery) {
  const tokens = Q.split(/[\s,]+/).filter(Boolean);
  const skus = tokens.map((token) => parseSku(token));
  const notItself = ProductId ? ne(products.id, ProductId) : undefined;
  if (tokens.length > 1 && skus.every(Boolean)) {
    const ids = [...new Set(skus.map((sku) => sku!.productId))].slice(0, MAX_LINKED);
    const rows = await db.select(columns).from(products).where(and(inArray(products.id, ids), notItself));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      Rows: ids.flatMap((id) => (byId.has(id) ? [rowOf(byId.get(id)!)] : [])),
      Pasted: true,
      Unknown: ids.filter((id) => id !== ProductId && !byId.has(id)).map(productSku),
    };
  }
  const digits = SKU_START.exec(Q)?.[1];
  const rows = await db
    .select(columns)
    .from(products)
    .where(and(or(ilike(products.titleTr, containing(Q)), ilike(products.titleEn, containing(Q)), digits ? sql`${products.id}::text like ${`${digits}%`}` : undefined), notItself))
    .orderBy(desc(products.isActive), asc(products.titleTr), asc(products.id))
    .limit(SUGGESTIONS);
  return { Rows: rows.map(rowOf), Pasted: false, Unknown: [] as string[] };
}

/** The products a product links to, in their order, as the picker lists them. */
export async function linkedProducts(db: Db, productId: number) {
  const rows = await db
    .select(columns)
    .from(productLinkItems)
    .innerJoin(products, eq(products.id, productLinkItems.linkedProductId))
    .where(eq(productLinkItems.productId, productId))
    .orderBy(asc(productLinkItems.sortOrder), asc(productLinkItems.id));
  return rows.map(rowOf);
}
