import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SERVER_ARGS, serverEnv } from '../../../scripts/server-command';

/**
 * A shop server of its own for tests that restart it, reseed it or break its database: the built app
 * (as `npm start` runs it) on its own port, data folder and, optionally, PostgreSQL database.
 */
export interface TestServer {
  url: string;
  env: Record<string, string>;
  stop(): Promise<void>;
}

const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function waitUntilUp(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log()}`);
    const answer = await fetch(`${url}/robots.txt`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer within 60 s:\n${log()}`);
}

/** Servers started and not yet stopped: a test that times out leaves its `finally` unrun. */
const running = new Set<() => Promise<void>>();

/** Stops every server a test started; call it from `test.afterEach`. */
export const stopAllServers = () => Promise.all([...running].map((stop) => stop()));

/**
 * A port of its own for the n-th (0–9) extra server of a run, in a block of ten set by the run's main
 * port (E2E_PORT), so two runs on one machine never talk to each other's servers. Specs that start
 * their own servers may run side by side, so each number has one owner: 1–4 cache, 5 card-origin's
 * HTTPS front, 6–8 two-instances (its balancer, then one port per instance), 9 resilience.
 */
export const ownPort = (n: number) => 10_000 + (Number(process.env.E2E_PORT ?? 3210) % 1000) * 10 + n;

export async function startServer(port: number, env: Record<string, string>): Promise<TestServer> {
  // A server left on this port would answer in place of ours, with another database.
  if (await fetch(`http://127.0.0.1:${port}/robots.txt`).catch(() => null)) throw new Error(`port ${port} is already in use`);
  let output = '';
  const child = spawn(process.execPath, SERVER_ARGS, { env: serverEnv({ ...process.env, ...env, PORT: String(port) }), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    running.delete(stop);
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    // A server still migrating or seeding its embedded database may not get to its SIGTERM handler:
    // one left running would load every later test (seen: 37 % of a core for the rest of a run).
    const kill = setTimeout(() => child.exitCode === null && process.kill(-child.pid!, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(kill);
  };
  running.add(stop);
  try {
    await waitUntilUp(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, env, stop };
}

export const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-e2e-own-'));

/** One of the shop's command-line scripts, as an operator (or cron) runs it against the server's database. */
function runScript(script: string, env: Record<string, string>, args: string[] = []) {
  const result = spawnSync('npx', ['tsx', '--conditions=react-server', `scripts/${script}`, ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${script} failed: ${result.stderr}`);
}

/** The command line's `db:seed`, as an operator runs it. */
export const seedFromCommandLine = (env: Record<string, string>, args: string[]) => runScript('db.ts', env, ['seed', ...args]);

/** `npm run product -- …`: the operator's change of a product, through the service layer. */
export const changeFromCommandLine = (env: Record<string, string>, args: string[]) => runScript('product.ts', env, args);

/** `npm run orders:expire`: cron's cancelling of unpaid orders past their deadline. */
export const expireFromCommandLine = (env: Record<string, string>) => runScript('orders-expire.ts', env);

/** A fresh PostgreSQL database for one test, or null when no server answers (the test is then skipped). */
export async function freshPostgres(): Promise<{ url: string; query(sql: string): Promise<void>; drop(): Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  // E2E_DATABASE_PREFIX keeps one engineer's test databases apart from another's on a shared server.
  const name = `${process.env.E2E_DATABASE_PREFIX ?? 'vitrin_e2e'}_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  return {
    url,
    async query(sql) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    },
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
