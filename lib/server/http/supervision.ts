import v8 from 'node:v8';

/**
 * The server's side of its IPC channel, present when a parent started it with one (the supervisor of
 * `npm start`, scripts/supervise.ts, or a bench): it says when it listens, answers memory queries
 * (RSS, V8 heap, the render queue) without any HTTP endpoint to guard, and stops cleanly when the
 * parent is gone, so that a killed supervisor never leaves a server holding the port and the database.
 * `state` gives extra numbers to report (the render admission's).
 */
export function reportToParent(state: () => object): { ready: (address: unknown) => void } {
  const send = process.send?.bind(process);
  if (!send) return { ready: () => undefined };
  process.on('message', (message: { type?: string; id?: unknown } | null) => {
    if (message?.type !== 'vitrin:memory') return;
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    const heapLimit = v8.getHeapStatistics().heap_size_limit;
    send({ type: 'vitrin:memory', id: message.id, pid: process.pid, rss, heapUsed, heapTotal, heapLimit, external, arrayBuffers, ...state() });
  });
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  return { ready: (address) => send({ type: 'vitrin:ready', pid: process.pid, address }) };
}
