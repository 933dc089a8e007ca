import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import type { Db } from '../db/client';
import { jsonRows } from '../db/json-rows';
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
      // Spec 01 §3's total stock rule reads every variation's stock on a card.
      variations: sql<{ Id: number; Stock: number }[]>`case when ${products.isMainVariation} then '[]'::json else ${jsonRows(
        sql`json_build_object('Id', v.id, 'Stock', v.stock)`,
        sql`${productVariations} v where v.product_id = ${products.id}`,
        sql`v.sort_order, v.id`,
      )} end`,
    })
    .from(products)
    .innerJoin(designers, eq(designers.id, products.designerId))
    .where(and(eq(products.isActive, true), where))
    .orderBy(...(options.orderBy ?? [desc(products.popularity), desc(products.id)]))
    .limit(options.limit)
    .offset(options.offset ?? 0);

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
      Variations: row.variations,
      IsFreeCargo: row.isFreeCargo,
    };
  });
}

export type ProductCard = Awaited<ReturnType<typeof productCards>>[number];

export const FEATURED_LIMIT = 24;

export const featuredProducts = (db: Db, locale: Locale) =>
  productCards(db, locale, eq(products.isFeatured, true), { limit: FEATURED_LIMIT });
