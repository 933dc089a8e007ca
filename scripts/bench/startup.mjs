// First start of a built shop on a fresh embedded database: time to the first served page
// (database creation, migrations, demo seed, first render), the same page once cached, the ratio
// between them, and the server's memory. Run after `npm run build`: `npm run bench`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ARGS, serverEnv } from '../server-command.ts';

const port = Number(process.env.BENCH_PORT ?? 3290);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-bench-'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-language': 'tr-TR' } });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const serverRss = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

const started = performance.now();
const server = spawn(process.execPath, SERVER_ARGS, {
  detached: true,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: serverEnv({ ...process.env, PORT: String(port), VITRIN_DATA_DIR: dataDir }),
});
server.stdout.on('data', (chunk) => process.stdout.write(`  server: ${chunk}`));

try {
  let first;
  for (;;) {
    try {
      first = await timed(`${base}/tr`);
      if (first.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > 300_000) throw new Error('no page within 5 minutes');
    await sleep(250);
  }
  const firstPage = performance.now() - started;
  const warm = [];
  for (let i = 0; i < 20; i++) warm.push((await timed(`${base}/tr`)).ms);
  warm.sort((a, b) => a - b);
  const median = warm[10];
  await sleep(1000);
  const rss = serverRss(server.pid);
  console.log(`first served page after start: ${(firstPage / 1000).toFixed(1)} s (database created, migrated, seeded, page rendered)`);
  console.log(`cached home page: median ${median.toFixed(1)} ms over 20 requests`);
  console.log(`ratio first page / cached page: ${(firstPage / median).toFixed(0)}×`);
  console.log(`server memory (RSS): ${rss.toFixed(0)} MB`);
} finally {
  process.kill(-server.pid, 'SIGTERM');
  await sleep(1500);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
