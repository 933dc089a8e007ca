import { fork } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import type { Catalog } from '../catalog';
import { secondaryIndexes } from '../indexes';
import type { ProductCounts } from '../products';
import { connectLoader } from './connection';
import { loadSlice, type SliceResult } from './slice';

/** Every table a product's rows go to; category_listings is written from the others after the load (migration 0025). */
const TABLES = ['products', 'product_descriptions', 'product_categories', 'product_variations', 'product_photos', 'product_options', 'product_link_items', 'category_listings'];
/**
 * Tables whose primary key is dropped during the load and added again after it: media_assets takes
 * six text paths a product, and one sorted build of its key is several times cheaper than six million
 * inserts into it. No foreign key refers to it (the products' keys, which others refer to, stay).
 */
const KEYS_REBUILT = ['media_assets'];
/** Tables whose ids the slices set: their sequences move past the loaded rows afterwards. */
const OWN_IDS = ['product_variations', 'product_photos', 'product_options', 'product_link_items'];
/** Memory for each index build's sort: a trigram index of a million documents builds several times faster in memory. */
const INDEX_MEMORY = '512MB';

export interface BulkOptions {
  url: string;
  /** Slices loaded at once, each by its own process and connection. */
  workers: number;
  /** Load the slices one after another in this process (tests, where a forked TypeScript file cannot run). */
  inProcess?: boolean;
  /** Told each step's time (the command line prints them). */
  log?: (line: string) => void;
}

interface Trigger {
  table: string;
  name: string;
  /** pg_trigger.tgenabled: O (origin), A (always), R (replica), D (disabled). */
  enabled: string;
}

const ENABLE: Record<string, string> = { O: 'enable', A: 'enable always', R: 'enable replica', D: 'disable' };

/**
 * Before the load, each step committed at once so no lock outlives it: the secondary indexes are
 * dropped (one sorted build each afterwards beats a million updates of each), and the tables' own
 * triggers are turned off, since the loaded rows already carry what they compute (total stock, a
 * filing's designer and popularity) and would otherwise be rewritten by them.
 */
async function prepare(client: pg.Client) {
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(secondaryIndexes(TABLES));
  const { rows: triggers } = await client.query<Trigger>(
    `select t.tgrelid::regclass::text as table, t.tgname as name, t.tgenabled as enabled from pg_trigger t
     where not t.tgisinternal and t.tgrelid in (${TABLES.map((table) => `'public.${table}'::regclass`).join(', ')})`,
  );
  const { rows: keys } = await client.query<{ table: string; name: string; definition: string }>(
    `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
     where contype = 'p' and conrelid in (${KEYS_REBUILT.map((table) => `'public.${table}'::regclass`).join(', ')})`,
  );
  for (const { name } of indexes) await client.query(`drop index "${name}"`);
  for (const { table, name } of keys) await client.query(`alter table ${table} drop constraint "${name}"`);
  for (const { table, name } of triggers) await client.query(`alter table ${table} disable trigger "${name}"`);
  return {
    definitions: [
      ...keys.map(({ table, name, definition }) => `alter table ${table} add constraint "${name}" ${definition}`),
      ...indexes.map((index) => index.definition),
    ],
    triggers,
  };
}

/** Runs `jobs` over `connections` connections at once (index builds of different tables do not wait on each other). */
async function inParallel(url: string, connections: number, jobs: readonly string[]) {
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: Math.min(connections, jobs.length) }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`set maintenance_work_mem = '${INDEX_MEMORY}'`);
        for (let job = queue.shift(); job; job = queue.shift()) await client.query(job);
      } finally {
        await client.end();
      }
    }),
  );
}

function forkSlice(url: string, count: number, start: number, end: number): Promise<SliceResult> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'worker.ts'), [url, String(count), String(start), String(end)], { stdio: 'inherit' });
    let result: SliceResult | undefined;
    child.on('message', (message) => (result = message as SliceResult));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 && result ? resolve(result) : reject(new Error(`Seed worker for products ${start + 1}–${end} stopped (${code})`))));
  });
}

async function inProcess(url: string, catalog: Catalog, count: number, start: number, end: number): Promise<SliceResult> {
  const client = await connectLoader(url);
  try {
    return await loadSlice(client, catalog, count, start, end);
  } finally {
    await client.end();
  }
}

export type BulkLoad = typeof bulkLoadProducts;

/**
 * Loads products 1…count with COPY from `workers` slices in parallel, outside any long transaction,
 * then builds the indexes (several at once), turns the triggers back on, writes the search
 * vocabulary and moves the sequences past the loaded ids. ADR 0058 has the design and the times.
 */
export async function bulkLoadProducts(catalog: Catalog, count: number, options: BulkOptions): Promise<{ counts: ProductCounts; pictures: number }> {
  const admin = new pg.Client({ connectionString: options.url });
  await admin.connect();
  let since = Date.now();
  const step = (what: string) => {
    options.log?.(`${what}: ${((Date.now() - since) / 1000).toFixed(1)} s`);
    since = Date.now();
  };
  try {
    const { definitions, triggers } = await prepare(admin);
    const workers = Math.max(1, Math.min(options.workers, Math.ceil(count / 1000)));
    const bounds = Array.from({ length: workers }, (_, i) => [Math.floor((count * i) / workers), Math.floor((count * (i + 1)) / workers)]);
    const results: SliceResult[] = [];
    if (options.inProcess) for (const [start, end] of bounds) results.push(await inProcess(options.url, catalog, count, start, end));
    else results.push(...(await Promise.all(bounds.map(([start, end]) => forkSlice(options.url, count, start, end)))));
    step(`${count} products loaded by ${workers} workers`);
    // What the filing triggers, off during the load, would have written: one pass over all products.
    await admin.query('select category_listings_refresh(null)');
    step('category listings');

    await inParallel(options.url, Math.max(2, workers), definitions);
    step(`${definitions.length} indexes and keys built`);
    for (const { table, name, enabled } of triggers) await admin.query(`alter table ${table} ${ENABLE[enabled]} trigger "${name}"`);
    const words = [...new Set(results.flatMap((result) => result.words))];
    await admin.query('insert into search_words (word) select unnest($1::text[]) on conflict do nothing', [words]);
    for (const table of OWN_IDS) {
      await admin.query(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`);
    }
    step('triggers, search words and sequences');
    const total = (key: keyof ProductCounts) => results.reduce((sum, result) => sum + result.counts[key], 0);
    const keys = Object.keys(results[0].counts) as (keyof ProductCounts)[];
    return {
      counts: Object.fromEntries(keys.map((key) => [key, total(key)])) as unknown as ProductCounts,
      pictures: results.reduce((sum, result) => sum + result.pictures, 0),
    };
  } finally {
    await admin.end();
  }
}
