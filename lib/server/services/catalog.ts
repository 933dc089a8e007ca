import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import { compareTurkish } from '@/lib/shop/collation';
import { routes } from '@/lib/shop/routes';
import type { Db } from '../db/client';
import { categories, categoryListings, designers, products } from '../db/schema';
import { ApiError } from '../errors';
import { pick } from './localized';

type CategoryRow = typeof categories.$inferSelect;

const urlOf = (row: CategoryRow, locale: Locale) => routes.category(pick(row, 'slug', locale), row.id);

async function activeCategory(db: Db, id: number): Promise<CategoryRow> {
  const [row] = await db.select().from(categories).where(and(eq(categories.id, id), eq(categories.isActive, true)));
  if (!row) throw new ApiError('category_not_found');
  return row;
}

async function activeChildren(db: Db, parentId: number) {
  return db
    .select()
    .from(categories)
    .where(and(eq(categories.parentId, parentId), eq(categories.isActive, true)))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

/** Top-level categories in shop order; `IsCurrent` marks the one the given category is (or sits under). */
export async function mainCategories(db: Db, locale: Locale, categoryId: number | null | undefined, take: number) {
  const current = categoryId ? await activeCategory(db, categoryId) : null;
  const rows = await db
    .select()
    .from(categories)
    .where(and(sql`${categories.parentId} is null`, eq(categories.isActive, true)))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
    .limit(take);
  const mainId = current ? (current.parentId ?? current.id) : null;
  return rows.map((row) => ({ Id: row.id, Name: pick(row, 'name', locale), Url: urlOf(row, locale), IsCurrent: row.id === mainId }));
}

/** A category with its parent id and active children (spec 01 §7 catData). */
export async function childCategories(db: Db, locale: Locale, categoryId: number) {
  const row = await activeCategory(db, categoryId);
  const children = await activeChildren(db, row.id);
  return {
    Id: row.id,
    Name: pick(row, 'name', locale),
    Url: urlOf(row, locale),
    ParentId: row.parentId,
    Children: children.map((child) => ({ Id: child.id, Name: pick(child, 'name', locale), Url: urlOf(child, locale) })),
  };
}

/** Title, HTML description, its address in both languages and its parent (for the breadcrumb). */
export async function categoryDetail(db: Db, locale: Locale, categoryId: number) {
  const row = await activeCategory(db, categoryId);
  const parent = row.parentId ? await activeCategory(db, row.parentId).catch(() => null) : null;
  return {
    Id: row.id,
    Name: pick(row, 'name', locale),
    Description: pick(row, 'description', locale),
    Url: urlOf(row, locale),
    Urls: { tr: urlOf(row, 'tr'), en: urlOf(row, 'en') },
    ParentId: row.parentId,
    Parent: parent ? { Id: parent.id, Name: pick(parent, 'name', locale), Url: urlOf(parent, locale) } : null,
  };
}

/** The listed category must exist; it answers category_not_found otherwise, like the detail. */
export const assertCategory = async (db: Db, categoryId: number) => void (await activeCategory(db, categoryId));

/** Active designers with active products (in the category, when given), in Turkish order: the filter's choices. */
export async function filterDesigners(db: Db, categoryId: number | null | undefined) {
  // In a category: one probe of category_listings' (category, designer) index per designer, not a walk
  // of a top group's filings (seconds at a million products).
  const hasActive = categoryId
    ? db
        .select({ one: sql`1` })
        .from(categoryListings)
        .where(and(eq(categoryListings.categoryId, categoryId), eq(categoryListings.designerId, designers.id), eq(categoryListings.isActive, true)))
    : db
        .select({ one: sql`1` })
        .from(products)
        .where(and(eq(products.designerId, designers.id), eq(products.isActive, true)));
  const rows = await db
    .select({ Id: designers.id, Name: designers.name })
    .from(designers)
    .where(and(eq(designers.isActive, true), exists(hasActive)));
  return rows.sort((a, b) => compareTurkish(a.Name, b.Name));
}
