// Server memory under load: starts the built shop (as `npm start` does) on a fresh embedded database,
// then for each round runs a mixed load (pages, 404s, the basket count, pictures through the image
// optimizer) and an idle spell, printing the server's RSS before, after the load and after idle.
//   node --import tsx scripts/bench/memory.mjs [--seconds 60] [--idle 30] [--rounds 2] [--connections 50]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { SERVER_ARGS, serverEnv } from '../server-command.ts';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const SECONDS = arg('seconds', 60);
const IDLE = arg('idle', 30);
const ROUNDS = arg('rounds', 2);
const CONNECTIONS = arg('connections', 50);
const PORT = arg('port', 3290);
const base = `http://127.0.0.1:${PORT}`;

const rssMb = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
};
const until = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-bench-memory-'));
const server = spawn(process.execPath, SERVER_ARGS, { env: serverEnv({ ...process.env, PORT: String(PORT), VITRIN_DATA_DIR: dataDir }), detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
let errors = '';
server.stderr.on('data', (chunk) => (errors += chunk));
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
};
process.on('exit', stop);

for (let tries = 0; ; tries++) {
  if ((await fetch(`${base}/en`).catch(() => null))?.ok) break;
  if (tries > 240 || server.exitCode !== null) throw new Error(`the shop did not start (did you run \`npm run build\`?)\n${errors}`);
  await until(250);
}

const api = (name, data) => fetch(`${base}/api/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Checker: true, data }) });
const featured = await (await api('get-featured-products', { LanguageId: 2 })).json();
const pictures = featured.data.productList.map((product) => product.MainPhoto);

/** The requests of the mix, as shoppers and crawlers send them; --mix pages,api,images picks some. */
const KINDS = {
  pages: [() => fetch(`${base}/tr`), () => fetch(`${base}/en`), () => fetch(`${base}/en/nowhere-${randomUUID()}`)],
  api: [() => api('get-cart-count', { AnonymousUserId: randomUUID() }), () => api('get-categories', { LanguageId: 1 })],
  images: [() => fetch(`${base}/_next/image?url=${encodeURIComponent(pictures[Math.floor(Math.random() * pictures.length)])}&w=640&q=75`, { headers: { accept: 'image/avif,image/webp' } })],
};
const mixIndex = process.argv.indexOf('--mix');
const requests = (mixIndex > 0 ? process.argv[mixIndex + 1].split(',') : Object.keys(KINDS)).flatMap((kind) => KINDS[kind]);

async function load(seconds) {
  const end = Date.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const response = await requests[Math.floor(Math.random() * requests.length)]().catch(() => null);
        await response?.arrayBuffer().catch(() => null);
        if (!response || response.status >= 500) failed++;
        done++;
      }
    }),
  );
  return { done, failed };
}

const rows = [];
for (let round = 1; round <= ROUNDS; round++) {
  const before = rssMb(server.pid);
  const { done, failed } = await load(SECONDS);
  const afterLoad = rssMb(server.pid);
  await until(IDLE * 1000);
  rows.push({ round, before, afterLoad, afterIdle: rssMb(server.pid), requests: done, rps: Math.round(done / SECONDS), failed });
}

console.log(`\nServer RSS (MB), ${CONNECTIONS} connections, ${SECONDS} s of mixed load then ${IDLE} s idle per round:\n`);
console.log('round | before | after load | after idle | requests | req/s | 5xx or failed');
for (const row of rows) console.log(`${row.round}     | ${row.before}    | ${row.afterLoad}        | ${row.afterIdle}        | ${row.requests}    | ${row.rps}   | ${row.failed}`);
const growth = rows.at(-1).afterIdle - rows[0].afterIdle;
console.log(`\nGrowth between the first and last round after idle: ${growth} MB (${((rows.at(-1).afterIdle / rows[0].afterIdle) * 100 - 100).toFixed(1)}%).`);
stop();
fs.rmSync(dataDir, { recursive: true, force: true });
