import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

export const migrationsFolder = () => path.join(process.cwd(), 'db', 'migrations');

/** Applies pending migrations; drizzle records applied ones, so this is idempotent. */
export async function migrateDatabase(database: Database) {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, config);
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, config);
  }
}

export async function isEmpty(database: Database) {
  const result = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from categories`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return rows[0].n === 0;
}
