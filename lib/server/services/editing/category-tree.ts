import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import slugify from 'slugify';
import type { CatalogueCategoryCreate } from '@/lib/shop/validation/catalogue-categories';
import { categoryTag, TAGS } from '../../cache/tags';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { categories, productCategories } from '../../db/schema';
import { ApiError } from '../../errors';
import type { AuditActor } from '../operators/audit';
import { recordAudit } from '../operators/audit';
import { markTagsChanged } from '../product-tags';
import { refreshSearchDocuments } from '../search-index';
import { FieldsRefused } from './refusals';
import { claimVersion } from './versions';

const slugOf = (text: string) => slugify(text, { lower: true, strict: true, locale: 'tr' });
const under = (parentId: number | null) => (parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId));
/** The tags a change to the tree under these parents touches: each parent's listing (it holds its children's products) and every menu. */
const treeTags = (...parents: (number | null)[]) => [...new Set(parents.filter((id): id is number => id !== null))].map(categoryTag).concat(TAGS.catalog);

/** The parent must exist; a slug pair already used by a sibling there is the named field's refusal. */
async function checkPlace(tx: Db, parentId: number | null, slugs: { slugTr: string; slugEn: string }, self: number | null, field: string) {
  if (parentId !== null) {
    const [parent] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, parentId));
    if (!parent) throw new FieldsRefused({ ParentId: 'type' });
  }
  const [clash] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(under(parentId), self === null ? undefined : ne(categories.id, self), or(eq(categories.slugTr, slugs.slugTr), eq(categories.slugEn, slugs.slugEn))))
    .limit(1);
  if (clash) throw new FieldsRefused({ [field]: 'slugTaken' });
}

const lastPlace = async (tx: Db, parentId: number | null) =>
  (await tx.select({ next: sql<number>`coalesce(max(${categories.sortOrder}), 0)::int + 10` }).from(categories).where(under(parentId)))[0].next;

/** A new category, last among its siblings, with slugs from its names; it shows in the menus at once. */
export async function createCategory(db: Db, actor: AuditActor, input: CatalogueCategoryCreate) {
  return db.transaction(async (tx) => {
    const parentId = input.ParentId ?? null;
    const slugs = { slugTr: slugOf(input.NameTr), slugEn: slugOf(input.NameEn) };
    if (!slugs.slugTr) throw new FieldsRefused({ NameTr: 'slug' });
    if (!slugs.slugEn) throw new FieldsRefused({ NameEn: 'slug' });
    await checkPlace(tx, parentId, slugs, null, 'NameTr');
    const [row] = await tx
      .insert(categories)
      .values({ parentId, nameTr: input.NameTr, nameEn: input.NameEn, ...slugs, sortOrder: await lastPlace(tx, parentId) })
      .returning();
    await markTagsChanged(tx, treeTags(parentId));
    await recordAudit(tx, actor, { action: 'category.created', entity: 'category', entityId: row.id, before: null, after: { parentId, nameTr: row.nameTr, nameEn: row.nameEn, ...slugs } });
    return { CategoryId: row.id, Version: row.version };
  });
}

/** Deletes a category that holds nothing; one with subcategories or products is refused with why. */
export async function deleteCategory(db: Db, actor: AuditActor, input: { CategoryId: number; Version: number }) {
  return db.transaction(async (tx) => {
    await claimVersion(tx, categories, input.CategoryId, input.Version, 'category_not_found');
    const [row] = await tx.select().from(categories).where(eq(categories.id, input.CategoryId));
    const [child] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.parentId, row.id)).limit(1);
    const [filed] = await tx.select({ id: productCategories.productId }).from(productCategories).where(eq(productCategories.categoryId, row.id)).limit(1);
    if (child || filed) throw new ApiError('category_not_empty');
    await tx.delete(categories).where(eq(categories.id, row.id));
    await markTagsChanged(tx, [categoryTag(row.id), ...treeTags(row.parentId)]);
    await recordAudit(tx, actor, { action: 'category.deleted', entity: 'category', entityId: row.id, before: { parentId: row.parentId, nameTr: row.nameTr, nameEn: row.nameEn }, after: null });
    return { Deleted: true };
  });
}

/**
 * Moves a category under another parent (or to the top), last among its new siblings. Never under
 * itself or its own subtree (a cycle would take the branch out of the tree). Both parents' listings
 * and the menus are marked, and the search documents of its products, which name their categories' parents.
 */
export async function reparentCategory(db: Db, actor: AuditActor, input: { CategoryId: number; Version: number; ParentId?: number | null }) {
  return db.transaction(async (tx) => {
    const version = await claimVersion(tx, categories, input.CategoryId, input.Version, 'category_not_found');
    const [row] = await tx.select().from(categories).where(eq(categories.id, input.CategoryId));
    const parentId = input.ParentId ?? null;
    if (parentId !== null) {
      // The new parent's ancestors, itself included: the category must not be among them.
      const line = await rowsOf<{ id: number }>(tx, sql`
        with recursive up as (
          select id, parent_id from ${categories} where id = ${parentId}
          union select c.id, c.parent_id from ${categories} c join up on c.id = up.parent_id
        )
        select id from up`);
      if (line.some((ancestor) => Number(ancestor.id) === row.id)) throw new ApiError('category_cycle');
    }
    if (parentId !== row.parentId) {
      await checkPlace(tx, parentId, row, row.id, 'ParentId');
      await tx.update(categories).set({ parentId, sortOrder: await lastPlace(tx, parentId) }).where(eq(categories.id, row.id));
      const filed = await tx.select({ id: productCategories.productId }).from(productCategories).where(eq(productCategories.categoryId, row.id));
      if (filed.length) await refreshSearchDocuments(tx, filed.map((product) => product.id));
      await markTagsChanged(tx, [categoryTag(row.id), ...treeTags(row.parentId, parentId)]);
    }
    await recordAudit(tx, actor, { action: 'category.reparented', entity: 'category', entityId: row.id, before: { parentId: row.parentId }, after: { parentId } });
    return { Version: version, ParentId: parentId };
  });
}
