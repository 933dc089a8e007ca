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

/** Fills the database with the demo catalogue and drops what Next cached from an earlier one. */
export async function seedShop(database: Database, options?: { products?: number }) {
  const { seedDatabase } = await import('@/db/seed');
  const { forgetCachedShop } = await import('../cache/forget');
  const summary = await seedDatabase(database.db, options);
  forgetCachedShop();
  return summary;
}

/** Server start: migrate, then fill an empty shop with the demo catalogue (unless turned off). */
export async function prepareDatabase(database: Database) {
  await migrateDatabase(database);
  if (process.env.VITRIN_SEED_ON_START !== 'false' && (await isEmpty(database))) {
    const started = Date.now();
    const summary = await seedShop(database);
    console.log(`[vitrin] empty database: demo catalogue seeded in ${Date.now() - started} ms (${summary})`);
  }
}
