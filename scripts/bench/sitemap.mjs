// The whole sitemap of a large catalogue fetched as a crawler would (the index, then every file in
// turn), against the built shop on an already seeded database: how long it takes, how much it
// weighs, and the server's RSS meanwhile (sampled every 50 ms from /proc). If the server held the
// sitemap whole, its peak RSS would grow by at least the set's size; streamed, the peak stays near
// the idle RSS whatever the catalogue's size. A report, not a timed test. Builds nothing: run after
// `npm run build`.
//   DATABASE_URL=postgres://… node --import tsx scripts/bench/sitemap.mjs
// Env: DATABASE_URL (a seeded PostgreSQL database; else BENCH_DATA_DIR, a seeded embedded folder), BENCH_PORT (3296).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { SERVER_ARGS, serverEnv } from '../server-command.ts';
import { waitFor } from './wait-for.mjs';

const port = Number(process.env.BENCH_PORT ?? 3296);
const base = `http://127.0.0.1:${port}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
if (!process.env.DATABASE_URL && !process.env.BENCH_DATA_DIR) {
  console.error('Set DATABASE_URL (or BENCH_DATA_DIR) to a seeded shop.');
  process.exit(1);
}

const server = spawn(process.execPath, SERVER_ARGS, {
  detached: true,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: serverEnv({ ...process.env, PORT: String(port), VITRIN_SEED_ON_START: 'false', ...(process.env.BENCH_DATA_DIR ? { VITRIN_DATA_DIR: process.env.BENCH_DATA_DIR } : {}) }),
});

const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024;

/** A file read as it arrives, its bytes and <url> entries counted and nothing kept. */
async function consume(url) {
  const started = performance.now();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const decoder = new TextDecoder();
  let bytes = 0;
  let urls = 0;
  let tail = '';
  let firstByteMs = null;
  for await (const chunk of response.body) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.length;
    // A "<url>" may be split between two chunks: keep the last few characters for the next.
    const text = tail + decoder.decode(chunk, { stream: true });
    urls += text.split('<url>').length - 1;
    tail = text.slice(-4);
  }
  return { bytes, urls, ms: performance.now() - started, firstByteMs };
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

try {
  await waitFor(`${base}/tr`, 300_000);
  // Settle: one page rendered, the collector given a moment, then the idle RSS the rest compares with.
  await sleep(2000);
  const idle = rssMb();
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 50);

  const started = performance.now();
  const indexResponse = await fetch(`${base}/sitemap.xml`);
  const index = await indexResponse.text();
  const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((match) => new URL(match[1]).pathname);
  const parts = [];
  for (const file of files.length ? files : []) parts.push(await consume(`${base}${file}`));
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  const after = rssMb();

  const bytes = parts.reduce((sum, part) => sum + part.bytes, 0);
  const urls = parts.reduce((sum, part) => sum + part.urls, 0);
  const largest = Math.max(...parts.map((part) => part.bytes));
  const mb = (n) => (n / 1024 / 1024).toFixed(1);
  console.log(`\nSitemap on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, ${os.cpus().length} cores, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  console.log(`index: ${files.length} files; fetched whole in ${(totalMs / 1000).toFixed(1)} s: ${urls} URLs, ${mb(bytes)} MB (largest file ${mb(largest)} MB)`);
  const times = parts.map((part) => part.ms);
  const firsts = parts.map((part) => part.firstByteMs);
  console.log(`per file: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms; first byte p95 ${percentile(firsts, 95).toFixed(0)} ms`);
  console.log(`server RSS: idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after ${after.toFixed(0)} MB`);
  console.log(`peak growth ${(peak - idle).toFixed(0)} MB = ${((peak - idle) / (bytes / 1024 / 1024)).toFixed(3)} × the set's size, ${((peak - idle) / (largest / 1024 / 1024)).toFixed(2)} × its largest file`);
} finally {
  process.kill(-server.pid, 'SIGTERM');
  await sleep(1500);
}
