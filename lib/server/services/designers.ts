import { and, asc, eq, exists, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/shop/locale';
import { groupByInitial } from '@/lib/shop/collation';
import { routes } from '@/lib/shop/routes';
import type { Db } from '../db/client';
import { categories, designerCategories, designers, products } from '../db/schema';
import { ApiError } from '../errors';
import { currencyOf, pick } from './localized';
import { inCategory, listProducts, type ProductListQuery } from './product-listing';

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

const parent = alias(categories, 'parent');

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
  // The price filter's top: the dearest active piece in the page's currency.
  const salePrice = currencyOf(locale) === 'USD' ? products.salePriceUsd : products.salePriceTry;
  const [{ dearest }] = await db.select({ dearest: max(salePrice) }).from(products).where(and(eq(products.designerId, id), eq(products.isActive, true)));
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
    /** The dearest piece's sale price (minor units of the page's currency), 0 without pieces. */
    HighestPrice: Number(dearest ?? 0),
    Discounts: {
      DiscountPercentage1: row.discountPercentage1,
      DiscountPercentage2: row.discountPercentage2,
      DiscountPercentage3: row.discountPercentage3,
    },
  };
}

export interface DesignerProductQuery extends Omit<ProductListQuery, 'designerIds' | 'onlyDiscounted' | 'onlyStock' | 'freeCargo'> {
  designerId: number;
}

/** One page of the designer's cards, the first carrying TotalCount, and whether more follow. */
export async function designerProducts(db: Db, locale: Locale, { designerId, ...query }: DesignerProductQuery) {
  const page = await listProducts(db, locale, { ...query, designerIds: [designerId], countAll: true });
  return { products: page.List, Continue: page.Continue };
}
