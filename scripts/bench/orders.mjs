// Concurrent checkout against a built shop (run after `npm run build`): N shoppers each put the same
// product in their own basket, then all order at once — half by bank transfer, half by card
// (/get-paytr-token holds the stock like an order) — while only U units exist. Prints how many
// orders were made (must be exactly U), how many were refused with no_stock, anything else, and
// the order calls' p50/p95/max latency beside the same burst on a call that does no work (an
// unknown endpoint: the same HTTP server, route and dispatcher, no database), measured in the same run.
//   node --import tsx scripts/bench/orders.mjs [--attempts 200] [--units 10] [--workers 1]
// --workers N runs the shop as `npm start` does with WEB_CONCURRENCY=N (PostgreSQL only).
// Uses a fresh embedded PGlite, or the PostgreSQL of BENCH_DATABASE_URL (an empty database: it is
// seeded first). Each shopper calls from its own address (TRUST_PROXY=true, X-Forwarded-For), as
// real shoppers do, so the per-address rate limits see 200 people rather than one.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { START_ARGS } from '../server-command.ts';
import { guestCheckout } from './guest-checkout.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const attempts = option('attempts', 200);
const units = option('units', 10);
const workers = option('workers', 1);
const port = Number(process.env.BENCH_PORT ?? 3291);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-bench-orders-'));
const env = {
  ...process.env,
  PORT: String(port),
  VITRIN_DATA_DIR: dataDir,
  TRUST_PROXY: 'true',
  SITE_URL: base,
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : { DATABASE_URL: '' }),
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const tsx = (args) => {
  const result = spawnSync('npx', ['tsx', '--conditions=react-server', ...args], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`tsx ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
};

// Seed before the server starts (the embedded database admits one process), then leave exactly
// `units` pieces of one plain product (no variations, no option list).
tsx(['scripts/db.ts', 'seed']);
const productId = Number(
  tsx([
    '--eval',
    `import { sql } from 'drizzle-orm';
     import { openDatabase } from '@/lib/server/db/client';
     (async () => {
       const database = await openDatabase();
       const result = await database.db.execute(sql.raw('select p.id from products p where p.is_main_variation and p.is_active and not exists (select 1 from product_options o where o.product_id = p.id) order by p.id limit 1'));
       const id = (result.rows ?? result)[0].id;
       await database.db.execute(sql.raw('update products set stock = ${units} where id = ' + id));
       await database.close();
       process.stdout.write(String(id));
     })();`,
  ]).trim(),
);

const server = spawn(process.execPath, START_ARGS, { detached: true, stdio: ['ignore', 'pipe', 'inherit', 'ipc'], env: { ...env, VITRIN_SEED_ON_START: 'false', WEB_CONCURRENCY: String(workers) } });
// The supervisor relays each worker's "ready" over IPC.
let listening = 0;
const allListening = new Promise((resolve) => server.on('message', (message) => message?.type === 'vitrin:ready' && ++listening === workers && resolve()));
server.stdout.on('data', () => undefined);

async function call(name, data, ip) {
  const started = performance.now();
  const response = await fetch(`${base}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ Checker: true, data }),
  });
  const body = await response.json();
  return { status: response.status, code: body.code, ms: performance.now() - started };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/get-bank-accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"Checker":true,"data":{}}' })).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > 180_000) throw new Error('the server did not answer within 3 minutes');
    await sleep(250);
  }
  await allListening;
  const districts = await (await fetch(`${base}/api/get-district-list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"Checker":true,"data":{"CityId":34}}' })).json();
  const districtId = districts.data.districtList[0].DistrictId;

  const shoppers = Array.from({ length: attempts }, (_, i) => ({ id: randomUUID(), ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` }));
  for (const shopper of shoppers) {
    const added = await call('add-to-cart', { LanguageId: 1, ProductId: productId, Quantity: 1, AnonymousUserId: shopper.id }, shopper.ip);
    if (added.status !== 200) throw new Error(`add-to-cart answered ${added.status} ${added.code}`);
  }
  // The floor: the same 200 callers at once on a call the dispatcher answers without any work.
  const floor = await Promise.all(shoppers.map((shopper) => call('bench-no-such-call', {}, shopper.ip)));
  if (floor.some((answer) => answer.status !== 404)) throw new Error('the no-work call did not answer 404');
  const floorLatencies = floor.map((answer) => answer.ms).sort((a, b) => a - b);
  const address = guestCheckout(districtId, 'bench@example.com');
  const answers = await Promise.all(
    shoppers.map((shopper, i) =>
      i % 2
        ? call('get-paytr-token', { ...address, AnonymousUserId: shopper.id, InstallmentCount: 0 }, shopper.ip)
        : call('payment-process', { ...address, AnonymousUserId: shopper.id, IsBank: true, BankAccountId: 1 }, shopper.ip),
    ),
  );
  const made = answers.filter((answer) => answer.status === 200).length;
  const noStock = answers.filter((answer) => answer.code === 'no_stock').length;
  const other = answers.length - made - noStock;
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  console.log(`${database}, ${workers} worker(s): ${attempts} concurrent order attempts on ${units} units of product ${productId}`);
  console.log(`orders made: ${made} (target ${units}); no_stock: ${noStock}; other answers: ${other}`);
  console.log(`latency of the order calls: p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${latencies.at(-1).toFixed(0)} ms`);
  const floorP95 = percentile(floorLatencies, 95);
  console.log(`the same burst on a call that does no work: p50 ${percentile(floorLatencies, 50).toFixed(0)} ms, p95 ${floorP95.toFixed(0)} ms`);
  console.log(`order p95 ÷ no-work p95: ${(percentile(latencies, 95) / floorP95).toFixed(2)}`);
  if (made !== units || other) process.exitCode = 1;
} finally {
  process.kill(-server.pid, 'SIGTERM');
  await sleep(1500);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
