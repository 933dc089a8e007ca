/**
 * What a stopping server finishes before its database closes. On SIGTERM (the supervisor's, a
 * process manager's, a deploy's) the HTTP server stops taking requests and lets those under way
 * answer (server.ts); only then does the database close (lib/server/db/client.ts). The list lives
 * on globalThis: server.ts and Next's bundles load this module as separate copies in one process.
 */
type Drain = () => Promise<void>;
const drains = ((globalThis as { __vitrinDrains?: Drain[] }).__vitrinDrains ??= []);

export function beforeDatabaseCloses(drain: Drain) {
  drains.push(drain);
}

/** Runs every drain; one that fails does not keep the others or the close waiting. */
export async function drainBeforeClose() {
  await Promise.allSettled(drains.map((drain) => drain()));
}
