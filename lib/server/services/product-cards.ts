import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import type { Db } from '../db/client';
import { designers, products, productVariations } from '../db/schema';
import { currencyOf, pick } from './localized';
import { routes } from '@/lib/shop/routes';

/** The listing card of spec 01 §3, priced in the caller's currency (integer minor units). */
export async function productCards(db: Db, locale: Locale, where: SQL | undefined, options: { limit: number; offset?: number; orderBy?: SQL[] }) {
  const usd = currencyOf(locale) === 'USD';
  const rows = await db
    .select({
      id: products.id,
      titleTr: products.titleTr,
      titleEn: products.titleEn,
      slugTr: products.slugTr,
      slugEn: products.slugEn,
      mainPhoto: products.mainPhoto,
      price: usd ? products.priceUsd : products.priceTry,
      salePrice: usd ? products.salePriceUsd : products.salePriceTry,
      discountPercentage: products.discountPercentage,
      isMainVariation: products.isMainVariation,
      stock: products.stock,
      isFreeCargo: products.isFreeCargo,
      designerId: designers.id,
      designerName: designers.name,
      designerSlug: designers.slug,
    })
    .from(products)
    .innerJoin(designers, eq(designers.id, products.designerId))
    .where(and(eq(products.isActive, true), where))
    .orderBy(...(options.orderBy ?? [desc(products.popularity), desc(products.id)]))
    .limit(options.limit)
    .offset(options.offset ?? 0);

  const ids = rows.filter((row) => !row.isMainVariation).map((row) => row.id);
  const variations = ids.length
    ? await db
        .select({ id: productVariations.id, productId: productVariations.productId, stock: productVariations.stock })
        .from(productVariations)
        .where(inArray(productVariations.productId, ids))
        .orderBy(asc(productVariations.sortOrder), asc(productVariations.id))
    : [];

  const stockByProduct = new Map<number, { Id: number; Stock: number }[]>();
  for (const v of variations) {
    const list = stockByProduct.get(v.productId) ?? [];
    list.push({ Id: v.id, Stock: v.stock });
    stockByProduct.set(v.productId, list);
  }

  return rows.map((row) => {
    const designer = { Name: row.designerName, Url: routes.designer(row.designerSlug, row.designerId) };
    return {
      Id: row.id,
      ProductId: row.id,
      Url: routes.product(pick(row, 'slug', locale), row.id),
      Title: pick(row, 'title', locale),
      MainPhoto: row.mainPhoto,
      DesignerName: designer.Name,
      Designer: designer,
      Price: row.price,
      DiscountedPrice: row.salePrice,
      DiscountPercentage: row.discountPercentage,
      Currency: currencyOf(locale),
      IsMainVariation: row.isMainVariation,
      Stock: row.stock,
      Variations: stockByProduct.get(row.id) ?? [],
      IsFreeCargo: row.isFreeCargo,
    };
  });
}

export type ProductCard = Awaited<ReturnType<typeof productCards>>[number];

export const FEATURED_LIMIT = 24;

export const featuredProducts = (db: Db, locale: Locale) =>
  productCards(db, locale, eq(products.isFeatured, true), { limit: FEATURED_LIMIT });
