// The bulk CSV import of issue 23, timed on the service the registry entry calls (no HTTP: the
// body's transfer is not what is measured): a catalogue of BENCH_PRODUCTS products is seeded into
// a fresh embedded PGlite (or the PostgreSQL of DATABASE_URL, emptied), its export's first
// BENCH_ROWS rows get new prices and stock, and the dry run and the applying run are timed.
//   npx tsx --conditions=react-server scripts/bench/catalogue-csv.ts
// Env: BENCH_ROWS (10000), BENCH_PRODUCTS (6000: with their variations, more rows than BENCH_ROWS).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const rows = Number(process.env.BENCH_ROWS ?? 10_000);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 6_000);
if (!process.env.DATABASE_URL) process.env.VITRIN_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-bench-csv-'));

// tsx runs this file as CommonJS, where a top-level await is not allowed.
async function main() {
  const { openDatabase } = await import('@/lib/server/db/client');
  const { migrateDatabase } = await import('@/lib/server/db/prepare');
  const { seedDatabase } = await import('@/db/seed');
  const { catalogueCsvRows, importCatalogueCsv, IMPORT_COLUMNS } = await import('@/lib/server/services/editing/csv');

  const database = await openDatabase();
  await migrateDatabase(database);
  let started = performance.now();
  await seedDatabase(database.db, { products: productCount });
  console.log(`seeded ${productCount} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const exported = (await catalogueCsvRows(database.db)).slice(0, rows);
  if (exported.length < rows) throw new Error(`the catalogue has only ${exported.length} rows`);
  // Columns of the export: sku, title_tr, title_en, variation_tr, variation_en, price_try, sale_price_try, price_usd, sale_price_usd, stock, active.
  const raised = (value: unknown) => (value === '' ? '' : (Number(value) * 1.01).toFixed(2));
  const csv = [IMPORT_COLUMNS.join(','), ...exported.map((row, i) => [row[0], raised(row[5]), raised(row[6]), raised(row[7]), raised(row[8]), (i % 40) + 1].join(','))].join('\n');
  const actor = { operatorId: null, email: 'bench' };

  started = performance.now();
  const dry = await importCatalogueCsv(database.db, actor, csv, false);
  const dryMs = performance.now() - started;
  started = performance.now();
  const applied = await importCatalogueCsv(database.db, actor, csv, true);
  const applyMs = performance.now() - started;
  console.log(`${database.kind}: ${rows} rows, ${dry.Changes} changes, ${dry.Errors} errors`);
  console.log(`dry run ${dryMs.toFixed(0)} ms; apply (check again + one transaction) ${applyMs.toFixed(0)} ms; applied: ${applied.Applied}`);
  await database.close();
}

void main();
