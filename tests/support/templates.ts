import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '@/lib/server/db/client';
import { migrateDatabase } from '@/lib/server/db/prepare';

/** This run's folder of templates (tests/support/global-setup.mjs), when Jest made one. */
export const templatesFolder = () => process.env.VITRIN_TEST_TEMPLATES;

/**
 * An in-memory shop loaded from a data folder PGlite dumped earlier in this run: the migrated schema, or
 * that schema with the demo seed of `products` pieces (deterministic, so one dump serves every file that
 * asks for the size). Starting PGlite, migrating and seeding cost each file seconds; loading a dump, a
 * fraction. The first file that needs a template builds it, dumps it and goes on with the database it built.
 */
export async function shopFromTemplate(folder: string, products: number | null): Promise<Database> {
  const file = path.join(folder, products === null ? 'migrated.tar' : `seeded-${products}.tar`);
  const dumped = await fs.readFile(file).catch(() => null);
  if (dumped) return openDatabase('memory://', new Blob([dumped]));
  const database = products === null ? await openDatabase('memory://') : await shopFromTemplate(folder, null);
  if (products === null) {
    await migrateDatabase(database);
  } else {
    const { seedDatabase } = await import('@/db/seed');
    await seedDatabase(database.db, { products });
  }
  await dump(database, file);
  return database;
}

/** Writes the database's data folder beside its final name first: a file running in the other worker never reads half a dump. */
async function dump(database: Database, file: string) {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const tarball = await client.dumpDataDir('none');
  const partial = `${file}.${process.pid}`;
  await fs.writeFile(partial, Buffer.from(await tarball.arrayBuffer()));
  await fs.rename(partial, file);
}
