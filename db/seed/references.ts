import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Turns off foreign-key triggers for the rest of the transaction: row-by-row checks cost a quarter
 * of a 100 000-product seed. Only a superuser may (always true for PGlite); elsewhere the savepoint
 * absorbs the refusal and the checks simply stay on. Returns whether they were turned off.
 */
export async function pauseReferenceChecks(tx: Db): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.execute(sql.raw('set local session_replication_role = replica'));
    });
    return true;
  } catch {
    return false;
  }
}

/** With the triggers off, every foreign key of the schema is checked once, as a set, before commit. */
export async function assertReferences(tx: Db): Promise<void> {
  const keys = rowsOf<{ child: string; parent: string; column: string; target: string }>(
    await tx.execute(
      sql.raw(`
        select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
               a.attname as column, t.attname as target
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        join pg_attribute t on t.attrelid = c.confrelid and t.attnum = c.confkey[1]
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace and cardinality(c.conkey) = 1`),
    ),
  );
  for (const { child, parent, column, target } of keys) {
    const [{ broken }] = rowsOf<{ broken: number }>(
      await tx.execute(
        sql.raw(
          `select count(*)::int as broken from ${child} c where c."${column}" is not null ` +
            `and not exists (select 1 from ${parent} p where p."${target}" = c."${column}")`,
        ),
      ),
    );
    if (broken > 0) throw new Error(`Seed bug: ${broken} rows of ${child}.${column} point to no ${parent}.${target}`);
  }
}
