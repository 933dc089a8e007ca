import { spawn } from 'node:child_process';
import { START_ARGS, serverEnv } from '../../../scripts/server-command';

/** What the server reports over IPC (lib/server/http/supervision.ts), relayed by its supervisor. */
export interface MemoryReport {
  pid: number;
  rss: number;
  heapUsed: number;
  heapLimit: number;
  renders: { running: number; waiting: number; refused: number };
}

/**
 * The shop as `npm start` runs it (the supervisor and its server) on a port and data folder of its
 * own, with the IPC channel that tells which server process is up and how much memory it uses.
 */
export interface SupervisedShop {
  url: string;
  /** The pids of every server process that came up, in order. */
  readonly servers: number[];
  output(): string;
  /** Resolves when the n-th server process (1 = the first) listens. */
  serving(count: number): Promise<number>;
  memory(): Promise<MemoryReport>;
  /** SIGTERM to the supervisor, as a person stopping `npm start` would; resolves with its exit code. */
  stop(): Promise<number | null>;
}

export async function startSupervised(port: number, env: Record<string, string>): Promise<SupervisedShop> {
  let output = '';
  const servers: number[] = [];
  const waiters: (() => void)[] = [];
  const supervisor = spawn(process.execPath, START_ARGS, {
    env: serverEnv({ ...process.env, ...env, PORT: String(port) }),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  supervisor.stdout!.on('data', (chunk) => (output += chunk));
  supervisor.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => supervisor.once('exit', (code) => resolve(code)));
  const reports = new Map<number, (report: MemoryReport) => void>();
  let asked = 0;
  supervisor.on('message', (message: { type: string; pid: number; id?: number }) => {
    if (message.type === 'vitrin:ready') {
      servers.push(message.pid);
      waiters.splice(0).forEach((wake) => wake());
    }
    if (message.type === 'vitrin:memory') reports.get(message.id!)?.(message as unknown as MemoryReport);
  });

  const shop: SupervisedShop = {
    url: `http://127.0.0.1:${port}`,
    servers,
    output: () => output,
    async serving(count) {
      while (servers.length < count) {
        if (supervisor.exitCode !== null) throw new Error(`the supervisor exited (${supervisor.exitCode}):\n${output}`);
        await Promise.race([new Promise<void>((wake) => waiters.push(wake)), exited]);
      }
      return servers[count - 1];
    },
    memory() {
      const id = ++asked;
      return new Promise((resolve) => {
        reports.set(id, (report) => (reports.delete(id), resolve(report)));
        supervisor.send({ type: 'vitrin:memory', id });
      });
    },
    async stop() {
      if (supervisor.exitCode === null) supervisor.kill('SIGTERM');
      return exited;
    },
  };
  try {
    await shop.serving(1);
  } catch (error) {
    await shop.stop();
    throw error;
  }
  return shop;
}
