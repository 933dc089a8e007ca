// The built shop for the page benches (Lighthouse, payload): on BENCH_PORT or a free port, with a
// fresh embedded database seeded with the demo catalogue, answering once its empty page and home do.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ARGS, serverEnv } from '../server-command.ts';
import { waitFor } from './wait-for.mjs';

/** The page that measures the framework alone: every page's figures are read beside it. */
export const EMPTY_PAGE = '/bench-empty';

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the shop at `base`; `stop()` ends its process group and drops its data folder. */
export async function startPageShop(name) {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vitrin-${name}-`));
  const server = spawn(process.execPath, SERVER_ARGS, {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: serverEnv({ ...process.env, PORT: String(port), VITRIN_DATA_DIR: dataDir }),
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}${EMPTY_PAGE}`, 300_000);
    await waitFor(`${base}/tr`, 300_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
