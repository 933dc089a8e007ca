import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { rowsOf } from './rows';

export const migrationsFolder = () => path.join(process.cwd(), 'db', 'migrations');

/** How many migrations drizzle has recorded (0 before the first: its table does not exist yet). */
async function appliedMigrations(database: Database) {
  try {
    const [row] = await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    return row.n;
  } catch {
    return 0;
  }
}

/**
 * Applies pending migrations; drizzle records applied ones, so this is idempotent. PGlite runs no
 * autovacuum: after a migration that rewrote rows of an existing catalogue, the planner would read
 * dead rows and stale statistics until somebody vacuumed, so the embedded database vacuums itself.
 */
export async function migrateDatabase(database: Database) {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, config);
    return;
  }
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const before = await appliedMigrations(database);
  await migrate(database.db as never, config);
  if (before > 0 && (await appliedMigrations(database)) > before) await database.db.execute(sql`vacuum analyze`);
}

/** What a migrated database holds: nothing yet, a shop, or a bulk seed that stopped part-way (unfinished_seeds). */
export type SeedState = 'empty' | 'seeded' | 'unfinished';

export async function seedState(database: Database): Promise<SeedState> {
  const [row] = await rowsOf<{ categories: boolean; unfinished: boolean }>(
    database.db,
    sql`select exists (select 1 from categories) as categories, exists (select 1 from unfinished_seeds) as unfinished`,
  );
  return row.unfinished ? 'unfinished' : row.categories ? 'seeded' : 'empty';
}

/** Why a half-seeded database cannot serve, and what to run. */
export const UNFINISHED_SEED = 'The database holds a bulk seed that stopped part-way (unfinished_seeds): run `npm run db:seed -- --products N` to wipe it and seed again.';
