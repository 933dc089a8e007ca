import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { ApiError, type ErrorCode } from '../../errors';

/** A table whose records an operator edits: an id and the `version` column (db/schema/columns.ts). */
type Versioned = PgTable & { id: PgColumn; version: PgColumn };

/**
 * Claims the next version of one record, inside the save's transaction, before anything else is
 * written: one conditional update, so of two saves made from the same version exactly one passes
 * and the other gets a 409 "this record changed" (and its transaction writes nothing). A record
 * that is not there at all is the caller's `missing` (a 404).
 */
export async function claimVersion(tx: Db, table: Versioned, id: number, expected: number, missing: ErrorCode): Promise<number> {
  return claimKeyedVersion(tx, table, table.id, id, expected, missing);
}

/** The same for a record known by another key (a policy page by its route key). */
export async function claimKeyedVersion(tx: Db, table: PgTable & { version: PgColumn }, key: PgColumn, value: string | number, expected: number, missing: ErrorCode): Promise<number> {
  const [claimed] = await tx
    .update(table)
    .set({ version: sql`${table.version} + 1` } as never)
    .where(and(eq(key, value), eq(table.version, expected)))
    .returning({ version: table.version });
  if (claimed) return claimed.version as number;
  const [exists] = await tx.select({ key }).from(table).where(eq(key, value));
  throw new ApiError(exists ? 'record_changed' : missing);
}
