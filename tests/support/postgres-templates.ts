import pg from 'pg';
import { openDatabase, type Database } from '@/lib/server/db/client';
import { migrateDatabase } from '@/lib/server/db/prepare';

/** Held while a worker builds a template or copies one: CREATE DATABASE … TEMPLATE refuses a template somebody is connected to. */
const TEMPLATE_LOCK = 707_307;

const withDatabase = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

export const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

async function exists(admin: pg.Client, name: string) {
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  return rowCount === 1;
}

/** Fills a new database and closes it, so it can serve as a template. */
async function build(url: string, fill: (database: Database) => Promise<void>) {
  const database = await openDatabase(url);
  try {
    await fill(database);
  } finally {
    await database.close();
  }
}

/** The template of the migrated schema, or of that schema seeded with `products` pieces, built by the first file that asks. */
async function template(admin: pg.Client, base: string, products: number | null): Promise<string> {
  const name = `${databaseName(base)}_tpl_${products ?? 'schema'}`;
  if (await exists(admin, name)) return name;
  if (products === null) {
    await admin.query(`create database "${name}"`);
    await build(withDatabase(base, name), migrateDatabase);
  } else {
    const schema = await template(admin, base, null);
    await admin.query(`create database "${name}" template "${schema}"`);
    const { seedDatabase } = await import('@/db/seed');
    await build(withDatabase(base, name), async (database) => {
      await seedDatabase(database.db, { products });
    });
  }
  return name;
}

/**
 * A PostgreSQL shop of its own for this test file: a copy of this run's template (the migrated schema,
 * seeded with `products` pieces), so files run in parallel workers instead of taking turns to empty and
 * reseed one database. Copying a template takes about half a second; seeding 640 pieces, several.
 * The database is named after the Jest worker and replaced by the worker's next file.
 */
export async function postgresShopFromTemplate(base: string, products: number | null): Promise<Database> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const own = `${databaseName(base)}_w${process.env.JEST_WORKER_ID ?? '1'}`;
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const source = await template(admin, base, products);
    await admin.query(`drop database if exists "${own}" with (force)`);
    await admin.query(`create database "${own}" template "${source}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(base, own);
  // Code that opens the database by itself (scripts, a second pool) finds this file's copy too.
  process.env.DATABASE_URL = url;
  return openDatabase(url);
}
