import type { Server } from 'node:http';

/**
 * Runs `task` in the check phase after the loop's next poll. A request that reached a kept-alive
 * connection while a render held the loop is still unread when the stop comes, and Node counts that
 * connection idle until it reads it; after a poll that began later, it has read it.
 */
const afterNextPoll = (task: () => void) => setImmediate(() => setImmediate(task));

/**
 * Stops the server taking connections and resolves once every one has gone: each answer under way is
 * sent, and a kept-alive connection closes once it is idle. `server.close()` (which closes the idle
 * connections once) and every later sweep wait for a poll, so no request that has arrived is cut off.
 */
export function drainHttpServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => afterNextPoll(() => server.closeIdleConnections()), 100);
    afterNextPoll(() =>
      server.close(() => {
        clearInterval(idle);
        resolve();
      }),
    );
  });
}
