import type { SQL } from 'drizzle-orm';
import type { Db } from './database';

/**
 * The rows of a raw query. Both drivers answer `{ rows }` (node-postgres' QueryResult, PGlite's
 * Results), but `Db` spans both with drizzle's generic result kind, which does not say so.
 */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
