import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { parseAmount } from '@/lib/shop/money';
import { parseSku, productSku, variationSku } from '@/lib/shop/sku';
import type { Db } from '../../db/client';
import { products, productVariations } from '../../db/schema';
import { recordAudit, type AuditActor } from '../operators/audit';
import { markProductsChanged } from '../product-tags';

/** The import's columns, in the export's names; an empty cell leaves that value as it is. */
export const IMPORT_COLUMNS = ['sku', 'price_try', 'sale_price_try', 'price_usd', 'sale_price_usd', 'stock'] as const;
export const EXPORT_COLUMNS = ['sku', 'title_tr', 'title_en', 'variation_tr', 'variation_en', ...IMPORT_COLUMNS.slice(1), 'active'] as const;

type Field = Exclude<(typeof IMPORT_COLUMNS)[number], 'sku'>;
const PRICE_FIELDS = ['price_try', 'sale_price_try', 'price_usd', 'sale_price_usd'] as const;
export type CsvRowError = 'unknownSku' | 'price' | 'sale' | 'stock' | 'columns';

export interface CsvRowResult {
  Row: number;
  Sku: string;
  /** Each value this row changes: field → [before, after] (prices in minor units). */
  Changes: Partial<Record<Field, [number | null, number]>>;
  Error: CsvRowError | null;
}

const decimal = (minor: number | null) => (minor === null ? '' : (minor / 100).toFixed(2));

/** Every product and variation with its prices and stock, in the columns the import reads back. */
export async function catalogueCsvRows(db: Db) {
  const rows = await db
    .select({ product: products, variation: productVariations })
    .from(products)
    // A switched-off variation (ADR 0055) is not for sale: it is neither exported nor importable.
    .leftJoin(productVariations, and(eq(productVariations.productId, products.id), eq(productVariations.isActive, true)))
    .orderBy(asc(products.id), asc(productVariations.sortOrder), asc(productVariations.id));
  return rows.map(({ product: p, variation: v }) =>
    v
      ? [variationSku(p.id, v.id), p.titleTr, p.titleEn, v.nameTr, v.nameEn, decimal(v.priceTry), decimal(v.salePriceTry), decimal(v.priceUsd), decimal(v.salePriceUsd), v.stock, p.isActive ? 1 : 0]
      : [productSku(p.id), p.titleTr, p.titleEn, '', '', decimal(p.priceTry), decimal(p.salePriceTry), decimal(p.priceUsd), decimal(p.salePriceUsd), p.stock, p.isActive ? 1 : 0],
  );
}

interface Current {
  price_try: number | null;
  sale_price_try: number | null;
  price_usd: number | null;
  sale_price_usd: number | null;
  stock: number;
  /** A variation's null price is its product's; its sale price is checked against what applies. */
  fallback?: Current;
}

function checkRow(cells: Record<string, string>, current: Current | undefined): Omit<CsvRowResult, 'Row' | 'Sku'> {
  if (!current) return { Changes: {}, Error: 'unknownSku' };
  const next: Partial<Record<Field, number>> = {};
  for (const field of PRICE_FIELDS) {
    const text = cells[field]?.trim();
    if (!text) continue;
    const minor = parseAmount(text);
    if (minor === null || minor <= 0) return { Changes: {}, Error: 'price' };
    next[field] = minor;
  }
  const stockText = cells.stock?.trim();
  if (stockText) {
    if (!/^\d{1,7}$/.test(stockText)) return { Changes: {}, Error: 'stock' };
    next.stock = Number(stockText);
  }
  const value = (field: (typeof PRICE_FIELDS)[number]) => next[field] ?? current[field] ?? current.fallback?.[field] ?? null;
  for (const [price, sale] of [['price_try', 'sale_price_try'], ['price_usd', 'sale_price_usd']] as const) {
    const [p, s] = [value(price), value(sale)];
    if (p !== null && s !== null && s > p) return { Changes: {}, Error: 'sale' };
  }
  const Changes: CsvRowResult['Changes'] = {};
  for (const [field, after] of Object.entries(next) as [Field, number][]) if (current[field] !== after) Changes[field] = [current[field], after];
  return { Changes, Error: null };
}

/**
 * The price and stock import by SKU. Every row is checked against the catalogue as it is, so a dry
 * run shows each row's change or error; `apply` writes all rows or none, in one transaction with
 * two set-based updates (products, variations) whatever the row count, raises the changed records'
 * versions (an edit form open on one is told it changed), logs one audit row with every change,
 * and marks the changed products' tags once.
 */
export async function importCatalogueCsv(db: Db, actor: AuditActor, csv: string, apply: boolean) {
  let records: string[][];
  try {
    records = parse(csv, { skip_empty_lines: true, trim: true, relax_column_count: true, bom: true });
  } catch {
    return { Rows: [] as CsvRowResult[], Errors: 1, Changes: 0, Applied: false, Unreadable: true };
  }
  const [header = [], ...body] = records;
  const columns = header.map((name) => name.toLowerCase());
  const rowsIn = body.map((cells) => Object.fromEntries(columns.map((name, i) => [name, cells[i] ?? ''])));
  const skus = rowsIn.map((cells) => parseSku(cells.sku ?? ''));
  const productIds = [...new Set(skus.flatMap((sku) => (sku ? [sku.productId] : [])))];
  const variationIds = [...new Set(skus.flatMap((sku) => (sku?.variationId ? [sku.variationId] : [])))];
  const [productRows, variationRows] = await Promise.all([
    productIds.length ? db.select().from(products).where(inArray(products.id, productIds)) : [],
    variationIds.length ? db.select().from(productVariations).where(and(inArray(productVariations.id, variationIds), eq(productVariations.isActive, true))) : [],
  ]);
  const productsById = new Map(productRows.map((p) => [p.id, p]));
  const currentOf = (sku: ReturnType<typeof parseSku>): Current | undefined => {
    const product = sku ? productsById.get(sku.productId) : undefined;
    if (!product || !sku) return undefined;
    const own: Current = { price_try: product.priceTry, sale_price_try: product.salePriceTry, price_usd: product.priceUsd, sale_price_usd: product.salePriceUsd, stock: product.stock };
    if (!sku.variationId) return product.isMainVariation ? own : undefined;
    const v = variationRows.find((row) => row.id === sku.variationId && row.productId === sku.productId);
    return v && { price_try: v.priceTry, sale_price_try: v.salePriceTry, price_usd: v.priceUsd, sale_price_usd: v.salePriceUsd, stock: v.stock, fallback: own };
  };
  const Rows: CsvRowResult[] = rowsIn.map((cells, i) => ({
    Row: i + 2,
    Sku: cells.sku ?? '',
    ...(body[i].length !== columns.length ? { Changes: {}, Error: 'columns' as const } : checkRow(cells, currentOf(skus[i]))),
  }));
  const Errors = Rows.filter((row) => row.Error).length;
  const changed = Rows.filter((row) => Object.keys(row.Changes).length);
  const Changes = changed.reduce((sum, row) => sum + Object.keys(row.Changes).length, 0);
  if (!apply || Errors || !changed.length) return { Rows, Errors, Changes, Applied: false, Unreadable: false };

  await db.transaction(async (tx) => {
    const column = (rows: CsvRowResult[], field: Field) => rows.map((row) => row.Changes[field]?.[1] ?? null);
    const ofProducts = changed.filter((row) => !parseSku(row.Sku)?.variationId);
    const ofVariations = changed.filter((row) => parseSku(row.Sku)?.variationId);
    if (ofProducts.length) {
      await tx.execute(sql`
        update ${products} p set
          price_try = coalesce(v.price_try, p.price_try), sale_price_try = coalesce(v.sale_price_try, p.sale_price_try),
          price_usd = coalesce(v.price_usd, p.price_usd), sale_price_usd = coalesce(v.sale_price_usd, p.sale_price_usd),
          stock = coalesce(v.stock, p.stock), version = p.version + 1, updated_at = now(),
          discount_percentage = case when coalesce(v.price_try, p.price_try) > 0 and coalesce(v.sale_price_try, p.sale_price_try) < coalesce(v.price_try, p.price_try)
            then round((coalesce(v.price_try, p.price_try) - coalesce(v.sale_price_try, p.sale_price_try)) * 100.0 / coalesce(v.price_try, p.price_try)) else 0 end
        from unnest(${sql.param(ofProducts.map((row) => parseSku(row.Sku)!.productId))}::int[], ${sql.param(column(ofProducts, 'price_try'))}::int[],
          ${sql.param(column(ofProducts, 'sale_price_try'))}::int[], ${sql.param(column(ofProducts, 'price_usd'))}::int[],
          ${sql.param(column(ofProducts, 'sale_price_usd'))}::int[], ${sql.param(column(ofProducts, 'stock'))}::int[])
          as v(id, price_try, sale_price_try, price_usd, sale_price_usd, stock)
        where p.id = v.id`);
    }
    if (ofVariations.length) {
      await tx.execute(sql`
        update ${productVariations} pv set
          price_try = coalesce(v.price_try, pv.price_try), sale_price_try = coalesce(v.sale_price_try, pv.sale_price_try),
          price_usd = coalesce(v.price_usd, pv.price_usd), sale_price_usd = coalesce(v.sale_price_usd, pv.sale_price_usd),
          stock = coalesce(v.stock, pv.stock), version = pv.version + 1
        from unnest(${sql.param(ofVariations.map((row) => parseSku(row.Sku)!.variationId))}::int[], ${sql.param(column(ofVariations, 'price_try'))}::int[],
          ${sql.param(column(ofVariations, 'sale_price_try'))}::int[], ${sql.param(column(ofVariations, 'price_usd'))}::int[],
          ${sql.param(column(ofVariations, 'sale_price_usd'))}::int[], ${sql.param(column(ofVariations, 'stock'))}::int[])
          as v(id, price_try, sale_price_try, price_usd, sale_price_usd, stock)
        where pv.id = v.id`);
    }
    await recordAudit(tx, actor, {
      action: 'catalogue.csv-imported',
      entity: 'catalogue',
      entityId: 'csv',
      before: null,
      after: changed.map((row) => ({ sku: row.Sku, changes: row.Changes })),
    });
    await markProductsChanged(tx, [...new Set(changed.map((row) => parseSku(row.Sku)!.productId))]);
  });
  return { Rows, Errors, Changes, Applied: true, Unreadable: false };
}
