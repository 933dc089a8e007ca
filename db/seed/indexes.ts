import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';

/** The product tables the seed loads in bulk; product_variations keeps its indexes (the loop reads it by product). */
const BULK_TABLES = ['products', 'product_categories', 'product_descriptions', 'product_photos', 'product_options', 'product_link_items'];

/** The indexes of `tables` (name, CREATE statement) that no key or unique constraint stands behind. */
export const secondaryIndexes = (tables: readonly string[]) =>
  `select c.relname as name, pg_get_indexdef(i.indexrelid) as definition from pg_index i join pg_class c on c.oid = i.indexrelid
   where i.indrelid in (${tables.map((table) => `'public.${table}'::regclass`).join(', ')})
     and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`;

/**
 * Runs `load` with the bulk tables' secondary indexes dropped and builds them again after it, in the
 * seed's transaction: one sorted build per index is far cheaper than a million row-by-row updates of
 * it (docs/adr/0051-one-page-cache-in-redis.md, "a million products"). Indexes behind a primary key
 * or a unique constraint stay: they are what the rows are checked against.
 */
export async function withIndexesBuiltAfter<T>(db: Db, load: () => Promise<T>): Promise<T> {
  const found = await db.execute(sql.raw(secondaryIndexes(BULK_TABLES)));
  const indexes = ((found as { rows?: unknown[] }).rows ?? (found as unknown as unknown[])) as { name: string; definition: string }[];
  for (const { name } of indexes) await db.execute(sql.raw(`drop index "${name}"`));
  const result = await load();
  for (const { definition } of indexes) await db.execute(sql.raw(definition));
  return result;
}
