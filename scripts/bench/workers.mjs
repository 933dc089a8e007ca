// Throughput of the built shop with 1 and with 2 workers (`npm start`, WEB_CONCURRENCY) on the same
// PostgreSQL and Redis: a cached product page (served from the front cache), and product pages never
// requested before (each request a page to render), 10 connections each. Run after `npm run build`:
//   DATABASE_URL=postgres://… REDIS_URL=redis://… node --import tsx scripts/bench/workers.mjs
// The database is seeded with the demo catalogue on the first start if empty. Env: BENCH_PORT (3291),
// BENCH_SECONDS (10), BENCH_WORKERS ("1,2").
import { spawn } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';
import { START_ARGS } from '../server-command.ts';

const port = Number(process.env.BENCH_PORT ?? 3291);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const counts = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const base = `http://127.0.0.1:${port}`;

async function api(name, data) {
  const response = await fetch(`${base}/api/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Checker: true, data }) });
  return (await response.json()).data;
}

async function start(workers) {
  const server = spawn(process.execPath, START_ARGS, { detached: true, stdio: ['ignore', 'ignore', 'inherit', 'ipc'], env: { ...process.env, PORT: String(port), WEB_CONCURRENCY: String(workers), TRUST_PROXY: 'true' } });
  // The supervisor relays each worker's "ready" over IPC; the others start once the first listens.
  let listening = 0;
  await new Promise((resolve, reject) => {
    server.on('message', (message) => message?.type === 'vitrin:ready' && ++listening === workers && resolve());
    server.once('exit', (code) => reject(new Error(`the shop exited (${code}) before ${workers} worker(s) listened`)));
  });
  return server;
}

const stop = (server) => new Promise((resolve) => (server.once('exit', resolve), process.kill(-server.pid, 'SIGTERM')));

let offset = 0;
for (const workers of counts) {
  const server = await start(workers);
  try {
    const { List } = await api('get-product-urls', { LanguageId: 1, Take: 5000 });
    const pages = List.flatMap((item) => [`/tr${item.Urls.tr}`, `/en${item.Urls.en}`]);
    const cached = pages[0];
    for (let n = 0; n < 20; n++) await (await fetch(`${base}${cached}`)).arrayBuffer();
    const hot = await autocannon({ url: `${base}${cached}`, connections: 10, duration: seconds });
    // Pages no earlier run (nor an earlier worker count) asked for: each request renders.
    const fresh = pages.slice(offset);
    let next = 0;
    const cold = await autocannon({ url: base, connections: 10, duration: seconds, requests: [{ setupRequest: (request) => ({ ...request, path: fresh[next++ % fresh.length] }) }] });
    offset += next;
    const [load1] = os.loadavg();
    console.log(
      `${workers} worker(s): cached page ${hot.requests.average.toFixed(0)} req/s (p97.5 ${hot.latency.p97_5} ms); ` +
        `uncached pages ${cold.requests.average.toFixed(1)} req/s (p97.5 ${cold.latency.p97_5} ms, ${cold.non2xx} non-2xx, ${next} pages); load average ${load1.toFixed(1)}`,
    );
  } finally {
    await stop(server);
  }
}
