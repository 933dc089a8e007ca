// `npm start`: runs the shop's server (server.ts, scripts/server-command.ts) and starts it again
// when it exits unexpectedly, after a backoff that doubles per quick failure, so that one crash never
// leaves the shop down until a person notices. SIGTERM, SIGINT and SIGHUP are passed on and stop both;
// a server that ends by itself with code 0 is not restarted. A server that dies before it ever
// listened (a port in use, a database it cannot open) is tried a few times, then the supervisor gives
// up with its exit code. Over IPC, when its own parent gave it a channel, it relays the server's
// memory reports (lib/server/http/supervision.ts) and says when a server is ready.
import { spawn, type ChildProcess } from 'node:child_process';
import { constants } from 'node:os';
import { SERVER_ARGS, serverEnv } from './server-command.ts';

const BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 16000, 30000];
/** A server that ran this long before it died counts as healthy: the backoff starts over. */
const HEALTHY_AFTER_MS = 60_000;
const START_ATTEMPTS = 5;

let server: ChildProcess | null = null;
let stopping: NodeJS.Signals | null = null;
let crashes = 0;
let failedStarts = 0;

const log = (line: string) => console.error(`[vitrin] supervisor: ${line}`);

function start() {
  const startedAt = Date.now();
  let listened = false;
  // A process group of its own: a Ctrl+C reaches the server once, through here, rather than twice.
  const child = spawn(process.execPath, SERVER_ARGS, { detached: true, stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env: serverEnv() });
  server = child;
  log(`server started (pid ${child.pid})`);
  child.on('message', (message: { type?: string } | null) => {
    if (message?.type === 'vitrin:ready') listened = true;
    process.send?.(message);
  });
  child.on('exit', (code, signal) => {
    server = null;
    if (stopping) return process.exit(signal === stopping || code === 0 ? 0 : (code ?? 128 + (signal ? constants.signals[signal] : 0)));
    if (code === 0) return process.exit(0);
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    if (!listened && ++failedStarts >= START_ATTEMPTS) {
      log(`the server ${how} before it listened, ${failedStarts} times in a row: giving up`);
      return process.exit(code || 1);
    }
    if (listened) failedStarts = 0;
    crashes = Date.now() - startedAt > HEALTHY_AFTER_MS ? 1 : crashes + 1;
    const delay = BACKOFF_MS[Math.min(crashes, BACKOFF_MS.length) - 1];
    log(`the server (pid ${child.pid}) ${how} after ${Math.round((Date.now() - startedAt) / 1000)} s; restarting in ${delay} ms`);
    setTimeout(start, delay);
  });
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopping = signal;
    if (server) server.kill(signal);
    else process.exit(0);
  });
}
// A parent that asks about memory (the soak bench) talks to the server through this process.
process.on('message', (message: object) => server?.send(message));
// A parent that gave a channel and went away takes the shop down with it, as it would a plain server.
process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));

start();
