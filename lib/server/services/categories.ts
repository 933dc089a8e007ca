import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import type { Db } from '../db/client';
import { categories } from '../db/schema';
import { pick } from './localized';
import { routes } from '@/lib/shop/routes';

/** Top-level categories in shop order, each with its children (spec 01 §3 Category). */
export async function categoryTree(db: Db, locale: Locale) {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  const view = (row: (typeof rows)[number]) => ({
    Id: row.id,
    Name: pick(row, 'name', locale),
    Url: routes.category(pick(row, 'slug', locale), row.id),
  });
  return rows
    .filter((row) => row.parentId === null)
    .map((row) => ({
      ...view(row),
      Description: pick(row, 'description', locale),
      ParentId: row.parentId,
      PhotoPath: row.photoPath,
      Children: rows.filter((child) => child.parentId === row.id).map(view),
    }));
}
