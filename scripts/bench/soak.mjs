// The soak: the built shop as `npm start` runs it (supervisor, 256 MB heap, MALLOC_ARENA_MAX) on a
// fresh embedded database, under a mix held for --minutes (30 by default):
//   - crawlers walking every sitemap URL and fetching every picture each page shows (next/image at
//     the widths a desktop and a phone take), pass after pass;
//   - shoppers adding to baskets and checking out through the API (bank transfer and card token);
//   - a suggestion-search mix (/search-products with prefixes of real product names);
//   - a stock keeper: the demo owner, signed in to the back-office API, receives two more of every
//     sold-out piece, looking each minute, as a shop restocks (without it the catalogue sells out in about
//     15 minutes and a long soak measures nothing but refusals).
// Every minute it prints the server's RSS and V8 heap (reported over IPC, lib/server/http/supervision.ts),
// the render queue, the answers (5xx, refused connections, 4xx) and the throughput. It exits 1 when
// the target is missed: RSS over the last half ≤ 600 MB, no 5xx, no refused connection, no restart.
//   node --import tsx scripts/bench/soak.mjs [--minutes 30] [--crawlers 4] [--shoppers 3] [--searchers 2]   (run `npm run build` first)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { DEMO_OWNER } from '../../db/seed/operators.ts';
import { OPTION_SEPARATOR } from '../../lib/shop/product-options.ts';
import { START_ARGS, serverEnv } from '../server-command.ts';
import { guestCheckout } from './guest-checkout.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const MINUTES = option('minutes', 30);
const CRAWLERS = option('crawlers', 4);
const SHOPPERS = option('shoppers', 3);
const SEARCHERS = option('searchers', 2);
const RSS_TARGET_MB = 600;
const port = Number(process.env.BENCH_PORT ?? 3292);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-bench-soak-'));
const mb = (bytes) => Math.round(bytes / 1024 / 1024);

let log = '';
const supervisor = spawn(process.execPath, START_ARGS, {
  env: serverEnv({ ...process.env, PORT: String(port), VITRIN_DATA_DIR: dataDir, TRUST_PROXY: 'true', SITE_URL: base }),
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
});
supervisor.stdout.on('data', (chunk) => (log += chunk));
supervisor.stderr.on('data', (chunk) => (log += chunk));
const servers = [];
const reports = new Map();
let asked = 0;
supervisor.on('message', (message) => {
  if (message.type === 'vitrin:ready') servers.push(message.pid);
  if (message.type === 'vitrin:memory') reports.get(message.id)?.(message);
});
const memory = () =>
  new Promise((resolve) => {
    const id = ++asked;
    reports.set(id, (report) => (reports.delete(id), resolve(report)));
    supervisor.send({ type: 'vitrin:memory', id });
  });
const stop = () => {
  if (supervisor.exitCode === null) supervisor.kill('SIGTERM');
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

while (servers.length === 0) {
  if (supervisor.exitCode !== null) throw new Error(`the shop did not start (did you run \`npm run build\`?)\n${log}`);
  await new Promise((resolve) => setTimeout(resolve, 250));
}

/** Counters of the current minute and of the whole run. */
const blank = () => ({ requests: 0, pages: 0, images: 0, api: 0, s5xx: 0, refused: 0, s4xx: 0, orders: 0, noStock: 0, restocked: 0 });
let minute = blank();
const total = blank();
const count = (key, n = 1) => {
  minute[key] += n;
  total[key] += n;
};
const failures = new Map();
/** Each refusal by call and code, so a run says what its 4xx were. */
const refusals = new Map();

async function get(url, kind, headers = {}) {
  count('requests');
  count(kind);
  try {
    const response = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'gzip, br', ...headers } });
    const body = kind === 'pages' ? await response.text() : await response.arrayBuffer();
    if (response.status >= 500) {
      count('s5xx');
      failures.set(`${response.status} ${url}`, (failures.get(`${response.status} ${url}`) ?? 0) + 1);
    } else if (response.status >= 400) count('s4xx');
    return { status: response.status, body };
  } catch (error) {
    count('refused');
    failures.set(`${error.cause?.code ?? error.message} ${url}`, 1);
    return { status: 0, body: '' };
  }
}

async function call(name, data, address, cookie) {
  count('requests');
  count('api');
  try {
    const response = await fetch(`${base}/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(cookie ? { cookie: cookie.value } : {}) },
      body: JSON.stringify({ Checker: true, data }),
    });
    for (const set of response.headers.getSetCookie()) if (cookie) cookie.value = set.split(';')[0];
    const body = await response.json();
    if (response.status >= 500) {
      count('s5xx');
      failures.set(`${response.status} /api/${name}`, (failures.get(`${response.status} /api/${name}`) ?? 0) + 1);
    } else if (response.status >= 400) {
      count('s4xx');
      const key = `${response.status} /api/${name} ${body.code ?? ''}`;
      refusals.set(key, (refusals.get(key) ?? 0) + 1);
    }
    return { status: response.status, body };
  } catch (error) {
    count('refused');
    failures.set(`${error.cause?.code ?? error.message} /api/${name}`, 1);
    return { status: 0, body: {} };
  }
}

const sitemap = (await get('/sitemap.xml', 'pages')).body;
const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
const products = (await call('get-product-urls', { LanguageId: 1 }, '127.0.0.1')).body.data.List;
const words = [...new Set(products.flatMap((product) => product.Urls.tr.split('/')[2]?.split('-') ?? []).filter((word) => word.length >= 3))];
const { districtList } = (await call('get-district-list', { CityId: 34 }, '127.0.0.1')).body.data;
const ends = Date.now() + MINUTES * 60_000;
const running = () => Date.now() < ends;
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const address = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/**
 * The pictures a page shows, as browsers fetch them: every <img> at the width a desktop takes (its
 * src, the largest) and at the one a phone takes (the first srcset candidate of 640w or more).
 */
const picturesOf = (html) => {
  const found = new Set();
  for (const [img] of html.matchAll(/<img [^>]*>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(img)?.[1];
    const candidates = (/\ssrcSet="([^"]+)"/.exec(img)?.[1] ?? '').split(', ').map((candidate) => candidate.split(' '));
    const phone = candidates.find(([, width]) => Number.parseInt(width, 10) >= 640)?.[0];
    for (const url of [src, phone]) if (url && (url.startsWith('/_next/image?') || url.startsWith('/media/'))) found.add(url.replaceAll('&amp;', '&'));
  }
  return [...found];
};

let passes = 0;
let nextPage = 0;
async function crawler() {
  while (running()) {
    if (nextPage >= pages.length) {
      nextPage = 0;
      passes += 1;
    }
    const page = await get(pages[nextPage++], 'pages', { accept: 'text/html', 'accept-language': 'tr-TR,tr;q=0.9' });
    for (const picture of picturesOf(page.body)) {
      if (!running()) break;
      await get(picture, 'images', { accept: 'image/avif,image/webp,*/*' });
    }
  }
}

/**
 * A shopper as the demo's stocks make them: most pieces are one of a kind, so they choose among
 * what is still on sale (the in-stock listing), and half of those who start a card payment leave
 * it, which gives the piece back at once. Without that the catalogue sells out in minutes and the
 * soak measures nothing but refusals.
 */
async function shopper() {
  while (running()) {
    const anonymousId = randomUUID();
    const from = address();
    const listing = await call('get-search-results', { LanguageId: 1, IsOnlyStock: true, Take: 24, Skip: 24 * Math.floor(Math.random() * 8) }, from);
    const onSale = (listing.body?.data?.List ?? []).filter((card) => card.Stock > 0);
    if (onSale.length === 0) continue;
    const card = pick(onSale);
    // A piece sold in sizes or colours is added as one of its variations still in stock.
    const variations = card.Variations ?? [];
    const variation = pick(variations.filter((one) => one.Stock > 0));
    if (variations.length > 0 && !variation) continue;
    // The shopper opens the piece first, as on its page: one offered with an option list (a size,
    // an engraving) is added with one of its options, which the listing's card does not carry.
    const detail = await call('get-product-detail', { LanguageId: 1, ProductId: card.ProductId }, from);
    const options = detail.body?.data?.product?.OptionList?.split(OPTION_SEPARATOR) ?? [];
    const added = await call('add-to-cart', { LanguageId: 1, ProductId: card.ProductId, VariationId: variation?.Id ?? null, Option: options.length > 0 ? pick(options) : null, Quantity: 1, AnonymousUserId: anonymousId }, from);
    if (added.status !== 200) continue;
    await call('get-menu-cart', { LanguageId: 1, AnonymousUserId: anonymousId }, from);
    const checkout = { ...guestCheckout(districtList[0].DistrictId, `soak-${anonymousId.slice(0, 8)}@example.com`), AnonymousUserId: anonymousId };
    const byCard = Math.random() < 0.5;
    const ordered = byCard
      ? await call('get-paytr-token', { ...checkout, InstallmentCount: 0 }, from)
      : await call('payment-process', { ...checkout, IsBank: true, BankAccountId: 1 }, from);
    if (ordered.status === 200) count('orders');
    if (ordered.body?.code === 'no_stock') count('noStock');
    const merchantOid = ordered.body?.data?.MerchantOid;
    if (byCard && merchantOid && Math.random() < 0.5) await call('abandon-card-payment', { LanguageId: 1, AnonymousUserId: anonymousId, MerchantOid: merchantOid }, from);
  }
}

/** The demo owner's session: first sign-in with the seeded password and the authenticator's code, then a password of the run's own. */
async function signedInOwner() {
  const cookie = { value: '' };
  const code = await generate({ secret: DEMO_OWNER.totpSecret });
  const signedIn = await call('operator-login', { Email: DEMO_OWNER.email, Password: DEMO_OWNER.password, Code: code }, '127.0.0.2', cookie);
  if (signedIn.status !== 200) throw new Error(`the demo owner could not sign in: ${signedIn.body.message}`);
  const password = `soak-${randomUUID()}`;
  const changed = await call('operator-change-password', { OldPassword: DEMO_OWNER.password, Password: password, RePassword: password }, '127.0.0.2', cookie);
  if (changed.status !== 200) throw new Error(`the demo owner's first password change failed: ${changed.body.message}`);
  return cookie;
}

async function stockKeeper() {
  const owner = await signedInOwner();
  while (running()) {
    // The emptiest come first: page 1 again until none of it is sold out, then a minute's rest.
    const low = await call('catalogue-low-stock', { LanguageId: 1, Page: 1 }, '127.0.0.2', owner);
    let received = 0;
    for (const row of (low.body?.data?.Rows ?? []).filter((one) => one.Stock === 0)) {
      const adjusted = await call('catalogue-stock-adjust', { LanguageId: 1, ProductId: row.ProductId, VariationId: row.VariationId, Change: 2, Reason: 'received' }, '127.0.0.2', owner);
      if (adjusted.status === 200) received += 1;
    }
    count('restocked', received);
    if (received === 0) await new Promise((resolve) => setTimeout(resolve, Math.min(60_000, Math.max(0, ends - Date.now()))));
  }
}

async function searcher() {
  while (running()) {
    // Each word is typed by another visitor: one address typing all day meets the suggestions' rate limit.
    const from = address();
    const word = pick(words);
    for (let length = 2; length <= Math.min(word.length, 6) && running(); length++) {
      await call('search-products', { searchText: word.slice(0, length), LanguageId: 1 }, from);
    }
  }
}

console.log(`Soak of ${MINUTES} min on ${base}: ${pages.length} sitemap URLs, ${CRAWLERS} crawlers (with pictures), ${SHOPPERS} shoppers, ${SEARCHERS} searchers, a stock keeper\n`);
console.log('min | RSS MB | heap used / total MB | external MB | renders run/wait/refused | requests | req/s | pages | images | api | 5xx | refused | 4xx | orders | restocked | restarts');
const curve = [];
let lastMinuteAt = Date.now();
const reporter = setInterval(async () => {
  const report = await memory();
  const now = Date.now();
  const row = { minute: curve.length + 1, rss: mb(report.rss), heapUsed: mb(report.heapUsed), heapTotal: mb(report.heapTotal), ...minute, rps: Math.round((minute.requests * 1000) / (now - lastMinuteAt)) };
  curve.push(row);
  lastMinuteAt = now;
  const r = report.renders;
  console.log(
    `${String(row.minute).padStart(3)} | ${String(row.rss).padStart(6)} | ${String(row.heapUsed).padStart(4)} / ${String(row.heapTotal).padEnd(4)}           | ${String(mb(report.external)).padStart(11)} | ${`${r.running}/${r.waiting}/${r.refused}`.padEnd(24)} | ${String(minute.requests).padStart(8)} | ${String(row.rps).padStart(5)} | ${String(minute.pages).padStart(5)} | ${String(minute.images).padStart(6)} | ${String(minute.api).padStart(4)} | ${String(minute.s5xx).padStart(3)} | ${String(minute.refused).padStart(7)} | ${String(minute.s4xx).padStart(3)} | ${String(minute.orders).padStart(6)} | ${String(minute.restocked).padStart(9)} | ${servers.length - 1}`,
  );
  minute = blank();
}, 60_000);

await Promise.all([
  ...Array.from({ length: CRAWLERS }, crawler),
  ...Array.from({ length: SHOPPERS }, shopper),
  ...Array.from({ length: SEARCHERS }, searcher),
  stockKeeper(),
]);
clearInterval(reporter);

const lastHalf = curve.slice(Math.floor(curve.length / 2));
const plateau = Math.max(...lastHalf.map((row) => row.rss));
const restarts = servers.length - 1;
console.log(`\n${total.requests} requests in ${MINUTES} min (${Math.round(total.requests / (MINUTES * 60))} req/s): ${total.pages} pages, ${total.images} pictures, ${total.api} API calls; ${passes} full sitemap passes`);
console.log(`orders made ${total.orders}, no_stock ${total.noStock}, other 4xx ${total.s4xx - total.noStock}, pieces restocked ${total.restocked}`);
console.log(`RSS over the last half: max ${plateau} MB (target ≤ ${RSS_TARGET_MB}); 5xx: ${total.s5xx}; refused connections: ${total.refused}; restarts: ${restarts}`);
for (const [what, times] of [...failures].slice(0, 20)) console.log(`  ${times} × ${what}`);
for (const [what, times] of [...refusals].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${times} × ${what}`);
const met = plateau <= RSS_TARGET_MB && total.s5xx === 0 && total.refused === 0 && restarts === 0;
console.log(met ? 'target met' : 'TARGET MISSED');
stop();
supervisor.once('exit', () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(met ? 0 : 1);
});
