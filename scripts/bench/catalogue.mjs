// The catalogue as crawlers and shoppers feel it, on a large catalogue (default 100 000 products), on
// the built shop (`next start`): cached product page throughput against a static file of the same
// server, uncached product page renders, header suggestions, filtered category reads, and the
// product page's first-load JavaScript. Every latency is also given as a multiple of the static
// file's, so runs on busier or quieter machines compare. Builds nothing: run after `npm run build`.
//   npm run bench:catalogue
// Env: BENCH_PRODUCTS (100000), DATABASE_URL (a PostgreSQL database instead of a fresh embedded
//      one), BENCH_DATA_DIR (an embedded folder to use), BENCH_SEEDED=1 (the database already holds
//      the catalogue: no seed), BENCH_SECONDS (10, per throughput run), BENCH_SAMPLES (200), BENCH_PORT.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { SERVER_ARGS, serverEnv } from '../server-command.ts';
import { waitFor } from './wait-for.mjs';

const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const samples = Number(process.env.BENCH_SAMPLES ?? 200);
const port = Number(process.env.BENCH_PORT ?? 3291);
const base = `http://127.0.0.1:${port}`;
const STATIC_FILE = '/brand/og.png';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const dataDir = process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-catalogue-'));
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
if (process.env.BENCH_SEEDED !== '1') {
  console.error(`seeding ${products} products into ${process.env.DATABASE_URL ? 'DATABASE_URL' : dataDir} …`);
  const seeded = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/db.ts', 'seed', '--reset', '--products', String(products)], {
    stdio: 'inherit',
    env: { ...process.env, VITRIN_DATA_DIR: dataDir },
  });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}

// TRUST_PROXY lets each suggestion request come from its own address: the bench measures the search, not the rate limit.
const server = spawn(process.execPath, SERVER_ARGS, {
  detached: true,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: serverEnv({ ...process.env, PORT: String(port), VITRIN_DATA_DIR: dataDir, VITRIN_SEED_ON_START: 'false', TRUST_PROXY: 'true' }),
});

let caller = 0;
const nextCaller = () => `10.${(caller >> 16) & 255}.${(caller >> 8) & 255}.${caller++ & 255}`;

async function timed(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

async function api(name, data, init = {}) {
  const response = await fetch(`${base}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: JSON.stringify({ Checker: true, data }),
  });
  const body = await response.json();
  if (!body.succeeded) throw new Error(`${name}: ${body.message}`);
  return body.data;
}

const timedApi = (name, data) =>
  timed(`${base}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextCaller() },
    body: JSON.stringify({ Checker: true, data }),
  });

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

const throughput = async (url) => (await autocannon({ url, connections: 10, duration: seconds })).requests.average;

async function series(label, run) {
  const times = [];
  for (let i = 0; i < samples; i++) times.push(await run(i));
  return { label, p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times) };
}

/**
 * The product page's scripts as a first visit loads them, gzip-compressed as the server would send
 * them. A noModule script (Next's polyfills for browsers without modules) is never fetched by a
 * browser that runs the page's modules, so it does not count.
 */
async function firstLoadJs(pagePath) {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const sources = [...new Set([...html.matchAll(/<script(?![^>]*noModule)[^>]+src="([^"]+)"/gi)].map((match) => match[1]))];
  let bytes = 0;
  for (const source of sources) bytes += zlib.gzipSync(Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer())).length;
  return { kb: bytes / 1024, scripts: sources.length };
}

try {
  await waitFor(`${base}/tr`, 300_000);
  const { List: urls } = await api('get-product-urls', { LanguageId: 1, Take: 50_000 });
  const { categories } = await api('get-categories', { LanguageId: 1 });
  const categoryIds = categories.flatMap((category) => [category.Id, ...category.Children.map((child) => child.Id)]);
  const designersOf = new Map();
  for (const id of categoryIds) designersOf.set(id, (await api('get-filter-designers', { LanguageId: 1, CategoryId: id })).designers.map((designer) => designer.Id));

  // 1. A cached product page against a static file, in the same run.
  const cachedPage = `/tr${urls[0].Urls.tr}`;
  await timed(`${base}${cachedPage}`);
  await timed(`${base}${cachedPage}`);
  const staticRps = await throughput(`${base}${STATIC_FILE}`);
  const pageRps = await throughput(`${base}${cachedPage}`);

  // 2. Latencies: the static file, product pages never requested before, suggestions, filtered listings.
  const staticSeries = await series('static file', () => timed(`${base}${STATIC_FILE}`));
  const fresh = [...urls].sort(() => Math.random() - 0.5).slice(0, samples);
  const uncached = await series('uncached product page', (i) => timed(`${base}/${i % 2 ? 'en' : 'tr'}${fresh[i].Urls[i % 2 ? 'en' : 'tr']}`));
  // Beside it, in the same run: the framework's own page with no data, served from the build (cached)
  // and rendered on each request (uncached), the floor a product render sits on.
  const empty = await series('/bench-empty', () => timed(`${base}/bench-empty`));
  const emptyRendered = await series('/bench-empty/rendered (uncached)', () => timed(`${base}/bench-empty/rendered`));
  const queries = ['seramik', 'vazo', 'kolye', 'istanbul', 'İSTANBUL', 'ıstanbul', 'cicek', 'çiçek', 'yastik', 'lamba', 'seramk', 'va', 'keten', 'gümüş', 'defter', 'mum', 'tabak', 'halı', 'ahşap', 'bardak'];
  const suggestions = await series('/search-products', (i) => timedApi('search-products', { searchText: queries[i % queries.length], LanguageId: (i % 2) + 1 }));
  const filtered = await series('/get-category-products (filtered)', () => {
    const CategoryId = pick(categoryIds);
    const designers = designersOf.get(CategoryId);
    const min = pick([0, 0, 100, 500]);
    return timedApi('get-category-products', {
      LanguageId: pick([1, 2]),
      CategoryId,
      OrderBy: pick([0, 1, 2, 3]),
      MinPrice: min * 100,
      MaxPrice: pick([null, (min + 2000) * 100]),
      designerListString: designers.length && Math.random() < 0.6 ? [pick(designers), pick(designers)].join(',') : null,
      IsOnlyDiscounted: Math.random() < 0.3,
      IsOnlyStock: Math.random() < 0.5,
      IsOnlyFreeCargo: Math.random() < 0.2,
      Take: 24,
      Skip: pick([0, 0, 24, 48]),
    });
  });
  const js = await firstLoadJs(cachedPage);

  console.log(`\nCatalogue of ${urls.length >= 50_000 ? `${products}` : urls.length} products on ${database}, ${os.cpus().length} cores, ${samples} samples per series\n`);
  console.log(`cached product page: ${pageRps.toFixed(0)} req/s; static file: ${staticRps.toFixed(0)} req/s; ratio ${(pageRps / staticRps).toFixed(2)} (target ≥ 0.8)`);
  console.table(
    Object.fromEntries(
      [staticSeries, uncached, empty, emptyRendered, suggestions, filtered].map((each) => [
        each.label,
        { 'p50 ms': Number(each.p50.toFixed(1)), 'p95 ms': Number(each.p95.toFixed(1)), 'max ms': Number(each.max.toFixed(1)), 'p95 × static': Number((each.p95 / staticSeries.p95).toFixed(1)) },
      ]),
    ),
  );
  console.log(`uncached product page p95 = ${(uncached.p95 / emptyRendered.p95).toFixed(1)} × an uncached /bench-empty render's; load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  console.log('targets: uncached product page p95 ≤ 50 ms, suggestions p95 ≤ 30 ms, filtered listing p95 ≤ 40 ms');
  console.log(`product page first-load JavaScript: ${js.kb.toFixed(1)} kB gzip in ${js.scripts} scripts`);
} finally {
  process.kill(-server.pid, 'SIGTERM');
  await sleep(1500);
  if (!process.env.BENCH_DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
}
