// `npm start`: runs WEB_CONCURRENCY (default 1) servers (server.ts, scripts/server-command.ts) as
// node:cluster workers sharing one port (docs/adr/0050-workers-with-node-cluster.md), and starts a
// worker again when it exits unexpectedly, after a backoff that doubles per quick failure of that
// worker, so that one crash never leaves the shop down until a person notices. The first worker
// starts alone and the others once it listens, so migrations and the demo seed run once.
// SIGTERM, SIGINT and SIGHUP are passed on and stop everything; a worker that ends by itself with code
// 0 is not restarted. A worker that dies before it ever listened (a port in use, a database it cannot
// open) is tried a few times, then the supervisor gives up with its exit code. Over IPC, when its own
// parent gave it a channel, it relays the servers' memory reports (lib/server/http/supervision.ts)
// and says when each server is ready.
import cluster, { type Worker } from 'node:cluster';
import { constants } from 'node:os';
import { SERVER_ARGS, serverEnv } from './server-command.ts';
import { workerPlan } from './workers.ts';

const BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 16000, 30000];
/** A server that ran this long before it died counts as healthy: the backoff starts over. */
const HEALTHY_AFTER_MS = 60_000;
const START_ATTEMPTS = 5;

const log = (line: string) => console.error(`[vitrin] supervisor: ${line}`);

const plan = workerPlan();
if ('error' in plan) {
  log(plan.error);
  process.exit(2);
}
if (plan.warning) log(plan.warning);

/** One worker's place: the worker now in it and its own crash history. */
interface Slot {
  worker: Worker | null;
  crashes: number;
  failedStarts: number;
  ended: boolean;
}
const slots: Slot[] = Array.from({ length: plan.count }, () => ({ worker: null, crashes: 0, failedStarts: 0, ended: false }));
let stopping: NodeJS.Signals | null = null;
let exitCode = 0;
let othersStarted = false;

// The workers accept from the one listening socket themselves (the kernel spreads connections), rather
// than the primary accepting each and handing it over: no per-connection hop, and a connection that
// arrives while a crashed worker is being replaced waits in the socket's backlog, where with
// round-robin the primary held it for a worker that no longer existed and it hung.
cluster.schedulingPolicy = cluster.SCHED_NONE;
cluster.setupPrimary({ exec: SERVER_ARGS.at(-1)!, execArgv: SERVER_ARGS.slice(0, -1) });

const running = () => slots.filter((slot) => slot.worker);

function finish(code: number) {
  exitCode ||= code;
  for (const slot of running()) slot.worker!.process.kill(stopping ?? 'SIGTERM');
  if (!running().length) process.exit(exitCode);
}

function start(slot: Slot) {
  const startedAt = Date.now();
  let listened = false;
  const worker = cluster.fork(serverEnv());
  slot.worker = worker;
  const pid = worker.process.pid;
  log(`server started (pid ${pid})`);
  worker.on('message', (message: { type?: string } | null) => {
    if (message?.type === 'vitrin:ready') {
      listened = true;
      slot.failedStarts = 0;
      if (!othersStarted) {
        othersStarted = true;
        for (const other of slots) if (other !== slot) start(other);
      }
    }
    process.send?.(message);
  });
  worker.on('exit', (code, signal) => {
    slot.worker = null;
    if (stopping) return finish(signal === stopping || code === 0 ? 0 : (code ?? 128 + (signal ? constants.signals[signal as NodeJS.Signals] : 0)));
    if (code === 0) {
      slot.ended = true;
      if (slots.every((each) => each.ended)) process.exit(0);
      return;
    }
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    if (!listened && ++slot.failedStarts >= START_ATTEMPTS) {
      log(`the server ${how} before it listened, ${slot.failedStarts} times in a row: giving up`);
      stopping = 'SIGTERM';
      return finish(code || 1);
    }
    slot.crashes = Date.now() - startedAt > HEALTHY_AFTER_MS ? 1 : slot.crashes + 1;
    const delay = BACKOFF_MS[Math.min(slot.crashes, BACKOFF_MS.length) - 1];
    log(`the server (pid ${pid}) ${how} after ${Math.round((Date.now() - startedAt) / 1000)} s; restarting in ${delay} ms`);
    setTimeout(() => {
      if (!stopping) start(slot);
    }, delay);
  });
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopping = signal;
    finish(0);
  });
}
// A parent that asks about memory (the soak bench) talks to the servers through this process.
process.on('message', (message: object) => {
  for (const slot of running()) slot.worker!.send(message);
});
// A parent that gave a channel and went away takes the shop down with it, as it would a plain server.
process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));

start(slots[0]);
