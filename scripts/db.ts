/**
 * Database maintenance from the command line:
 *   tsx --conditions=react-server scripts/db.ts migrate
 *   tsx --conditions=react-server scripts/db.ts seed [--products N] [--workers N] [--reset]
 * Uses DATABASE_URL when set, else the embedded PGlite under the data folder (which must not be open in the server).
 * On PostgreSQL, a catalogue of BULK_FROM products or more is loaded with COPY by --workers processes
 * (ADR 0058); --workers 0 keeps the one-transaction seed.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { bulkLoadProducts } from '@/db/seed/bulk';
import { mayLoadInBulk } from '@/db/seed/bulk/connection';
import { databaseUrl } from '@/lib/server/config/env';
import { type Database, openDatabase } from '@/lib/server/db/client';
import { DatabaseLockedError } from '@/lib/server/db/lock';
import { migrateDatabase, seedState } from '@/lib/server/db/prepare';
import { seedShop } from '@/lib/server/shop-data';

const USAGE = 'Usage: db.ts <migrate|seed> [--products N] [--workers N] [--reset]';
/** Below this a catalogue seeds in one transaction in seconds; the bulk load's steps are not worth it. */
const BULK_FROM = 10_000;

interface Command {
  name: 'migrate' | 'seed';
  products?: number;
  /** Loader processes of the bulk seed: one per core and one more, so a core is busy while another process waits on the database. */
  workers: number;
  reset: boolean;
}

function parse(args: readonly string[]): Command | string {
  const [name, ...rest] = args;
  if (name !== 'migrate' && name !== 'seed') return USAGE;
  const command: Command = { name, reset: false, workers: os.availableParallelism() + 1 };
  for (let i = 0; i < rest.length; i++) {
    const [flag, inline] = rest[i].split('=', 2);
    if (flag === '--reset') command.reset = true;
    else if (flag === '--products' || flag === '--workers') {
      const value = Number(inline ?? rest[++i]);
      if (!Number.isInteger(value) || value < 0) return `${flag} needs a whole number (${USAGE})`;
      if (flag === '--products') command.products = value;
      else command.workers = value;
    } else return `Unknown option ${rest[i]} (${USAGE})`;
  }
  return command;
}

/** Drops everything the migrations created, drizzle's journal included, and starts again. */
async function reset(database: Database) {
  await database.db.execute(sql.raw('drop schema if exists drizzle cascade'));
  await database.db.execute(sql.raw('drop schema public cascade'));
  await database.db.execute(sql.raw('create schema public'));
  await migrateDatabase(database);
}

async function run(command: Command, database: Database): Promise<number> {
  await migrateDatabase(database);
  if (command.name === 'migrate') {
    console.log('Migrations applied.');
    return 0;
  }
  const state = await seedState(database);
  if (state === 'seeded' && !command.reset) {
    console.error('The database already holds a catalogue; run with --reset to wipe it and seed again.');
    return 1;
  }
  // A seed that stopped part-way left nothing worth keeping, only its own rows.
  if (state === 'unfinished') console.log('The last bulk seed stopped part-way: wiping it and seeding again.');
  if (state !== 'empty') await reset(database);
  const started = Date.now();
  const url = databaseUrl();
  const bulk =
    database.kind === 'postgres' && (command.products ?? 0) >= BULK_FROM && command.workers > 0 && (await mayLoadInBulk(url))
      ? { url, workers: command.workers, log: (line: string) => console.log(line), load: bulkLoadProducts }
      : undefined;
  const summary = await seedShop(database, { products: command.products, bulk });
  console.log(`Seeded ${summary} in ${Date.now() - started} ms.`);
  return 0;
}

async function main() {
  const command = parse(process.argv.slice(2));
  if (typeof command === 'string') {
    console.error(command);
    process.exitCode = 1;
    return;
  }
  let database: Database;
  try {
    database = await openDatabase();
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    console.error(error.message);
    process.exitCode = 2;
    return;
  }
  try {
    process.exitCode = await run(command, database);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
