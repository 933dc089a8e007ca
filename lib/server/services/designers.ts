import { and, asc, count, desc, eq, exists, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/shop/locale';
import { groupByInitial } from '@/lib/shop/collation';
import type { SortCode } from '@/lib/shop/listing';
import { routes } from '@/lib/shop/routes';
import type { Db } from '../db/client';
import { categories, designerCategories, designers, productCategories, products } from '../db/schema';
import { ApiError } from '../errors';
import { currencyOf, pick } from './localized';
import { productCards, type ProductCard } from './product-cards';

/** Active designers, optionally only those listed under a category, grouped by initial in Turkish order (spec 01 §3). */
export async function designerDirectory(db: Db, categoryId: number | null | undefined) {
  const rows = await db
    .select({ id: designers.id, name: designers.name, slug: designers.slug })
    .from(designers)
    .where(
      and(
        eq(designers.isActive, true),
        categoryId
          ? exists(
              db
                .select({ one: sql`1` })
                .from(designerCategories)
                .where(and(eq(designerCategories.designerId, designers.id), eq(designerCategories.categoryId, categoryId))),
            )
          : undefined,
      ),
    );
  return groupByInitial(rows, (row) => row.name).map((group) => ({
    FirstChar: group.initial,
    DesignerNames: group.items.map((row) => ({ Id: row.id, Url: routes.designer(row.slug, row.id), Name: row.name })),
  }));
}

const filed = alias(categories, 'filed');
const parent = alias(categories, 'parent');

/** A category and its children: a product filed under a child belongs to the parent's filter too. */
const inCategory = (db: Db, categoryId: number | AnyPgColumn) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(productCategories)
      .innerJoin(filed, eq(filed.id, productCategories.categoryId))
      .where(and(eq(productCategories.productId, products.id), or(eq(filed.id, categoryId), eq(filed.parentId, categoryId)))),
  );

/** The brand of spec 02 §3 with the categories it has products in; unknown or inactive → designer_not_found. */
export async function designerProfile(db: Db, locale: Locale, id: number) {
  const [row] = await db.select().from(designers).where(and(eq(designers.id, id), eq(designers.isActive, true)));
  if (!row) throw new ApiError('designer_not_found');
  // Only categories holding some of the designer's products become buttons: none leads to an empty grid.
  const linked = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      nameTr: categories.nameTr,
      nameEn: categories.nameEn,
      descriptionTr: categories.descriptionTr,
      descriptionEn: categories.descriptionEn,
      parentNameTr: parent.nameTr,
      parentNameEn: parent.nameEn,
    })
    .from(designerCategories)
    .innerJoin(categories, eq(categories.id, designerCategories.categoryId))
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(
      and(
        eq(designerCategories.designerId, id),
        eq(categories.isActive, true),
        exists(
          db
            .select({ one: sql`1` })
            .from(products)
            .where(and(eq(products.designerId, id), eq(products.isActive, true), inCategory(db, categories.id))),
        ),
      ),
    )
    .orderBy(sql`${categories.parentId} is not null`, asc(categories.sortOrder), asc(categories.id));
  // Two children of different parents may share a name (Women's and Men's "Clothing"): name the parent then.
  const names = linked.map((category) => pick(category, 'name', locale));
  const repeated = (name: string) => names.filter((each) => each === name).length > 1;
  return {
    Id: row.id,
    Name: row.name,
    Url: routes.designer(row.slug, row.id),
    Logo: row.logo,
    BannerPhoto: row.bannerPhoto,
    Website: row.website,
    Description: pick(row, 'description', locale),
    Categories: linked.map((category, index) => ({
      Id: category.id,
      Name: repeated(names[index]) && category.parentNameTr ? `${pick(category, 'parentName', locale)} · ${names[index]}` : names[index],
      Description: pick(category, 'description', locale),
      IsMain: category.parentId === null,
    })),
    Discounts: {
      DiscountPercentage1: row.discountPercentage1,
      DiscountPercentage2: row.discountPercentage2,
      DiscountPercentage3: row.discountPercentage3,
    },
  };
}

export interface DesignerProductQuery {
  designerId: number;
  categoryId?: number | null;
  /** Bounds on the selling price in minor units of the caller's currency; null max = no upper bound. */
  minPrice: number;
  maxPrice: number | null;
  orderBy: SortCode;
  take: number;
  skip: number;
}

/** One page of the designer's cards, the first carrying TotalCount, and whether more follow. */
export async function designerProducts(db: Db, locale: Locale, query: DesignerProductQuery) {
  const salePrice = currencyOf(locale) === 'USD' ? products.salePriceUsd : products.salePriceTry;
  const where: SQL | undefined = and(
    eq(products.designerId, query.designerId),
    query.categoryId ? inCategory(db, query.categoryId) : undefined,
    query.minPrice > 0 ? gte(salePrice, query.minPrice) : undefined,
    query.maxPrice === null ? undefined : lte(salePrice, query.maxPrice),
  );
  const ORDER: Record<SortCode, SQL[]> = {
    0: [desc(products.createdAt), desc(products.id)],
    1: [asc(salePrice), asc(products.id)],
    2: [desc(salePrice), desc(products.id)],
    3: [desc(products.popularity), desc(products.id)],
  };
  const [cards, [{ total }]] = await Promise.all([
    productCards(db, locale, where, { limit: query.take, offset: query.skip, orderBy: ORDER[query.orderBy] }),
    db.select({ total: count() }).from(products).where(and(eq(products.isActive, true), where)),
  ]);
  return {
    products: cards.map((card, index): ProductCard & { TotalCount?: number } => (index === 0 ? { ...card, TotalCount: total } : card)),
    Continue: query.skip + cards.length < total,
  };
}
