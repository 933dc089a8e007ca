import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { START_ARGS } from '../server-command';
import { startBalancer, type Balancer } from './balancer';

/**
 * Several instances of the built shop on loopback ports, each as `npm start` runs it (the supervisor
 * and WEB_CONCURRENCY workers), on one PostgreSQL (DATABASE_URL) and one Redis (REDIS_URL), with a
 * round-robin load balancer in front: what scripts/cluster/run.ts starts by hand and the two-instance
 * e2e test (tests/e2e/two-instances.spec.ts) starts for itself.
 */
export interface Instance {
  name: string;
  url: string;
  /** Kills the instance's whole process group (supervisor and workers) with `signal`, and waits until it is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  output(): string;
}

export interface Cluster {
  instances: Instance[];
  balancer: Balancer;
  stop(): Promise<void>;
}

async function waitUntilUp(url: string, exited: () => number | null, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited() !== null) throw new Error(`the instance at ${url} exited (${exited()}):\n${output()}`);
    if ((await fetch(`${url}/robots.txt`).catch(() => null))?.ok) return;
    await sleep(250);
  }
  throw new Error(`the instance at ${url} did not answer within ${timeoutMs / 1000} s:\n${output()}`);
}

export async function startInstance(name: string, port: number, env: Record<string, string>, timeoutMs = 120_000): Promise<Instance> {
  const url = `http://127.0.0.1:${port}`;
  if (await fetch(`${url}/robots.txt`).catch(() => null)) throw new Error(`port ${port} is already in use`);
  let log = '';
  // Its own process group, so that killing the instance takes its workers with it.
  const child = spawn(process.execPath, START_ARGS, { env: { ...process.env, ...env, PORT: String(port) }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  const gone = new Promise((resolve) => child.once('exit', resolve));
  const instance: Instance = {
    name,
    url,
    output: () => log,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      process.kill(-child.pid!, signal);
      await gone;
    },
  };
  try {
    await waitUntilUp(url, () => child.exitCode, () => log, timeoutMs);
  } catch (error) {
    await instance.kill('SIGKILL');
    throw error;
  }
  return instance;
}

export interface ClusterOptions {
  /** The balancer's port; instance n listens on port + 1 + n. */
  port: number;
  instances: number;
  env: Record<string, string>;
}

/** The first instance starts alone (it migrates and seeds an empty database), the others once it answers. */
export async function startCluster({ port, instances, env }: ClusterOptions): Promise<Cluster> {
  const names = Array.from({ length: instances }, (_, n) => String.fromCharCode(65 + n));
  const started: Instance[] = [];
  try {
    started.push(await startInstance(names[0], port + 1, env));
    started.push(...(await Promise.all(names.slice(1).map((name, n) => startInstance(name, port + 2 + n, env)))));
  } catch (error) {
    await Promise.all(started.map((instance) => instance.kill()));
    throw error;
  }
  const balancer = await startBalancer(
    port,
    started.map((_, n) => port + 1 + n),
  );
  return {
    instances: started,
    balancer,
    async stop() {
      await balancer.close();
      await Promise.all(started.map((instance) => instance.kill()));
    },
  };
}
