// How long an editor's price change takes to reach the storefront (issue 23): on the built shop
// (`next start`, run after `npm run build`), an editor saves N new prices of one product through
// `catalogue-product-save`, and after each save the product's cached page is fetched every 20 ms
// until it shows the new price. Prints p50/p95/max of save sent → page shows it, and the save's own latency.
//   node --import tsx scripts/bench/price-propagation.mjs [--changes 50]
// Env: BENCH_PORT (3291). A fresh embedded PGlite with the demo catalogue.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ARGS, serverEnv } from '../server-command.ts';
import { formatMoney } from '../../lib/shop/money.ts';

const at = process.argv.indexOf('--changes');
const changes = at > 0 ? Number(process.argv[at + 1]) : 50;
const port = Number(process.env.BENCH_PORT ?? 3291);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-bench-prices-'));
const env = { ...process.env, PORT: String(port), VITRIN_DATA_DIR: dataDir, SITE_URL: base, DATABASE_URL: '' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const tsx = (args) => {
  const result = spawnSync('npx', ['tsx', '--conditions=react-server', ...args], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`tsx ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
};

// The embedded database admits one process: seed and add the editor before the server starts.
tsx(['scripts/db.ts', 'seed']);
const link = /https?:\/\/\S+/.exec(tsx(['scripts/operator.ts', 'add', 'bench-editor@vitrin.example', '--role', 'editor']))[0];
const code = decodeURIComponent(new URL(link).pathname.split('/').pop());
const server = spawn(process.execPath, SERVER_ARGS, { detached: true, stdio: ['ignore', 'ignore', 'inherit'], env: serverEnv({ ...env, VITRIN_SEED_ON_START: 'false' }) });

let cookie = '';
async function call(name, data) {
  const response = await fetch(`${base}/api/${name}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ Checker: true, data: { LanguageId: 1, ...data } }) });
  const setCookie = response.headers.get('set-cookie');
  if (setCookie) cookie = setCookie.split(';')[0];
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${name} answered ${response.status}: ${body.message}`);
  return body.data;
}
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  for (const started = Date.now(); ; await sleep(250)) {
    if (Date.now() - started > 180_000) throw new Error('the server did not answer within 3 minutes');
    if (await fetch(`${base}/tr`).then((r) => r.ok, () => false)) break;
  }
  const password = 'bench-editor-password-1234';
  await call('operator-set-password', { Code: code, Password: password, RePassword: password });
  await call('operator-login', { Email: 'bench-editor@vitrin.example', Password: password });
  const [first] = (await call('catalogue-products', { Active: 'yes', Stock: 'in' })).Rows;
  const delays = [];
  const saves = [];
  for (let i = 0; i < changes; i++) {
    const p = await call('catalogue-product', { ProductId: first.ProductId });
    const pageUrl = `${base}/tr/productdetail/${p.SlugTr}/${p.ProductId}`;
    await (await fetch(pageUrl)).arrayBuffer();
    const price = (1000 + i + Math.random()).toFixed(2);
    const sent = performance.now();
    await call('catalogue-product-save', {
      ProductId: p.ProductId, Version: p.Version, TitleTr: p.TitleTr, TitleEn: p.TitleEn, SlugTr: p.SlugTr, SlugEn: p.SlugEn,
      DescriptionTr: p.DescriptionTr, DescriptionEn: p.DescriptionEn, PriceTry: price, SalePriceTry: price, PriceUsd: p.PriceUsd,
      SalePriceUsd: p.SalePriceUsd, IsFreeCargo: p.IsFreeCargo, IsActive: p.IsActive, Stock: p.Stock, VariationStocks: [],
    });
    const saved = performance.now();
    saves.push(saved - sent);
    const shown = formatMoney(Math.round(Number(price) * 100), 'TRY');
    for (;;) {
      if ((await (await fetch(pageUrl)).text()).includes(shown)) break;
      await sleep(20);
      if (performance.now() - saved > 30_000) throw new Error(`price ${shown} not shown after 30 s`);
    }
    delays.push(performance.now() - sent);
  }
  delays.sort((a, b) => a - b);
  saves.sort((a, b) => a - b);
  console.log(`embedded PGlite: ${changes} price changes of product ${first.ProductId}`);
  console.log(`save sent → the cached page shows the price: p50 ${percentile(delays, 50).toFixed(0)} ms, p95 ${percentile(delays, 95).toFixed(0)} ms, max ${delays.at(-1).toFixed(0)} ms`);
  console.log(`the save call itself: p50 ${percentile(saves, 50).toFixed(0)} ms, p95 ${percentile(saves, 95).toFixed(0)} ms`);
} finally {
  process.kill(-server.pid, 'SIGTERM');
  await sleep(1500);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
