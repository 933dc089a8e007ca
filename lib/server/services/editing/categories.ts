import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import slugify from 'slugify';
import { sanitizeHtmlReport } from '@/lib/shop/html';
import type { CatalogueCategorySave } from '@/lib/shop/validation/catalogue-categories';
import { categoryTag, LISTING_TAGS, TAGS } from '../../cache/tags';
import type { Db } from '../../db/client';
import { categories, productCategories, products } from '../../db/schema';
import { ApiError } from '../../errors';
import type { AuditActor } from '../operators/audit';
import { recordAudit } from '../operators/audit';
import { markProductsChanged, markTagsChanged } from '../product-tags';
import { refreshSearchDocuments } from '../search-index';
import { FieldsRefused } from './refusals';
import { claimVersion } from './versions';

type Category = typeof categories.$inferSelect;

/** The category tree as the back office shows it: parents first, each followed by its children, in their order. */
export async function categoryTree(db: Db) {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
  const childrenOf = (parentId: number | null) => rows.filter((row) => row.parentId === parentId);
  const walk = (parentId: number | null, depth: number): { row: Category; depth: number; first: boolean; last: boolean }[] =>
    childrenOf(parentId).flatMap((row, index, siblings) => [{ row, depth, first: index === 0, last: index === siblings.length - 1 }, ...walk(row.id, depth + 1)]);
  return {
    Rows: walk(null, 0).map(({ row, depth, first, last }) => ({
      CategoryId: row.id, ParentId: row.parentId, Depth: depth, Version: row.version, NameTr: row.nameTr, NameEn: row.nameEn,
      SlugTr: row.slugTr, SlugEn: row.slugEn, IsActive: row.isActive, CanMoveUp: !first, CanMoveDown: !last,
    })),
  };
}

export async function categoryForEditing(db: Db, categoryId: number) {
  const [c] = await db.select().from(categories).where(eq(categories.id, categoryId));
  if (!c) throw new ApiError('category_not_found');
  return {
    CategoryId: c.id, Version: c.version, NameTr: c.nameTr, NameEn: c.nameEn, SlugTr: c.slugTr, SlugEn: c.slugEn,
    DescriptionTr: c.descriptionTr, DescriptionEn: c.descriptionEn, IsActive: c.isActive,
  };
}

const siblingsOf = (c: Category) => (c.parentId === null ? isNull(categories.parentId) : eq(categories.parentId, c.parentId));
const slugOf = (text: string) => slugify(text, { lower: true, strict: true, locale: 'tr' });
/** What a change to a category's texts, order or state touches: its own listing, its parent's (which holds its products) and the tree in every menu. */
const tagsOf = (c: Category) => [categoryTag(c.id), ...(c.parentId ? [categoryTag(c.parentId)] : []), TAGS.catalog];
const auditState = (c: Category) => ({ nameTr: c.nameTr, nameEn: c.nameEn, slugTr: c.slugTr, slugEn: c.slugEn, isActive: c.isActive, sortOrder: c.sortOrder, version: c.version });

/** The category form's save, all or nothing: version first, slugs free among its siblings, clean descriptions, audit, its tags. */
export async function saveCategory(db: Db, actor: AuditActor, input: CatalogueCategorySave) {
  return db.transaction(async (tx) => {
    const version = await claimVersion(tx, categories, input.CategoryId, input.Version, 'category_not_found');
    const [before] = await tx.select().from(categories).where(eq(categories.id, input.CategoryId));
    const wanted = { SlugTr: input.SlugTr || slugOf(input.NameTr), SlugEn: input.SlugEn || slugOf(input.NameEn) };
    const taken = await tx
      .select({ slugTr: categories.slugTr, slugEn: categories.slugEn })
      .from(categories)
      .where(and(siblingsOf(before), ne(categories.id, before.id), or(eq(categories.slugTr, wanted.SlugTr), eq(categories.slugEn, wanted.SlugEn))));
    const problems: Record<string, 'slugTaken'> = {};
    for (const [field, column, name] of [['SlugTr', 'slugTr', 'NameTr'], ['SlugEn', 'slugEn', 'NameEn']] as const) {
      if (taken.some((row) => row[column] === wanted[field])) problems[input[field] ? field : name] = 'slugTaken';
    }
    if (Object.keys(problems).length) throw new FieldsRefused(problems);
    const tr = sanitizeHtmlReport(input.DescriptionTr);
    const en = sanitizeHtmlReport(input.DescriptionEn);
    const [after] = await tx
      .update(categories)
      .set({ nameTr: input.NameTr, nameEn: input.NameEn, slugTr: wanted.SlugTr, slugEn: wanted.SlugEn, descriptionTr: tr.html, descriptionEn: en.html, isActive: input.IsActive })
      .where(eq(categories.id, before.id))
      .returning();
    // A product's search text holds the names of its categories and of their parents: a new name is searchable at once.
    const renamed = before.nameTr !== after.nameTr || before.nameEn !== after.nameEn;
    if (renamed) {
      const filed = await tx
        .selectDistinct({ id: productCategories.productId })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(or(eq(categories.id, after.id), eq(categories.parentId, after.id)));
      await refreshSearchDocuments(tx, filed.map((product) => product.id));
    }
    await markTagsChanged(tx, renamed ? [...tagsOf(after), LISTING_TAGS.search] : tagsOf(after));
    await recordAudit(tx, actor, { action: 'category.saved', entity: 'category', entityId: before.id, before: auditState(before), after: auditState(after) });
    return { Version: version, SlugTr: wanted.SlugTr, SlugEn: wanted.SlugEn, Removed: { DescriptionTr: tr.removed, DescriptionEn: en.removed } };
  });
}

/** Swaps a category with its neighbour among its siblings (up or down); at the end of its row nothing moves. */
export async function moveCategory(db: Db, actor: AuditActor, input: { CategoryId: number; Version: number; Direction: 'up' | 'down' }) {
  return db.transaction(async (tx) => {
    const version = await claimVersion(tx, categories, input.CategoryId, input.Version, 'category_not_found');
    const [moved] = await tx.select().from(categories).where(eq(categories.id, input.CategoryId));
    const siblings = await tx
      .select()
      .from(categories)
      .where(siblingsOf(moved))
      .orderBy(input.Direction === 'up' ? desc(categories.sortOrder) : asc(categories.sortOrder), input.Direction === 'up' ? desc(categories.id) : asc(categories.id));
    const at = siblings.findIndex((row) => row.id === moved.id);
    const neighbour = siblings[at + 1];
    if (neighbour) {
      // Renumbered in steps of ten around the swap, so equal sort orders from the seed still move.
      const order = (input.Direction === 'up' ? [...siblings].reverse() : siblings).map((row) => row.id);
      const from = order.indexOf(moved.id);
      const to = order.indexOf(neighbour.id);
      [order[from], order[to]] = [order[to], order[from]];
      for (const [index, id] of order.entries()) await tx.update(categories).set({ sortOrder: (index + 1) * 10 }).where(eq(categories.id, id));
      await markTagsChanged(tx, tagsOf(moved));
    }
    await recordAudit(tx, actor, { action: 'category.moved', entity: 'category', entityId: moved.id, before: { sortOrder: moved.sortOrder }, after: { direction: input.Direction, moved: Boolean(neighbour) } });
    return { Version: version, Moved: Boolean(neighbour) };
  });
}

/**
 * Files a product under these categories (replacing the ones it had). The filing has its own
 * version (`categories_version`): two editors filing one product still get the 409, while an
 * edit form open beside it keeps its version and saves without one. The listings it leaves and
 * the ones it joins are both marked, since the product's tags are worked out before and after.
 */
export async function setProductCategories(db: Db, actor: AuditActor, input: { ProductId: number; Version: number; CategoryIds: number[] }) {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(products)
      .set({ categoriesVersion: sql`${products.categoriesVersion} + 1` })
      .where(and(eq(products.id, input.ProductId), eq(products.categoriesVersion, input.Version)))
      .returning({ version: products.categoriesVersion, designerId: products.designerId });
    if (!claimed) {
      const [exists] = await tx.select({ id: products.id }).from(products).where(eq(products.id, input.ProductId));
      throw new ApiError(exists ? 'record_changed' : 'product_not_found');
    }
    const ids = [...new Set(input.CategoryIds)];
    const found = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
    if (found.length !== ids.length) throw new FieldsRefused({ CategoryIds: 'type' });
    const filed = await tx.select().from(productCategories).where(eq(productCategories.productId, input.ProductId));
    const before = filed.map((row) => row.categoryId);
    // A filing it keeps keeps its popularity; a new one starts at none.
    const popularity = new Map(filed.map((row) => [row.categoryId, row.popularity]));
    await markProductsChanged(tx, [input.ProductId]);
    await tx.delete(productCategories).where(eq(productCategories.productId, input.ProductId));
    await tx.insert(productCategories).values(ids.map((categoryId) => ({ productId: input.ProductId, categoryId, designerId: claimed.designerId, popularity: popularity.get(categoryId) ?? 0 })));
    // Category names are part of what a search matches (with the product's own title).
    await refreshSearchDocuments(tx, [input.ProductId]);
    await markProductsChanged(tx, [input.ProductId]);
    await recordAudit(tx, actor, { action: 'product.categories', entity: 'product', entityId: input.ProductId, before: { categories: before }, after: { categories: ids } });
    return { Version: claimed.version, CategoryIds: ids };
  });
}
