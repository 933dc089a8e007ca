/**
 * How many server processes `npm start` runs: WEB_CONCURRENCY (default 1). More than one needs a
 * PostgreSQL server, since the embedded database (PGlite) opens its data folder in one process only
 * (docs/adr/0050-workers-with-node-cluster.md).
 */
export type WorkerPlan = { count: number; warning?: string } | { error: string };

const isPostgres = (url: string) => /^postgres(ql)?:\/\//.test(url);

export function workerPlan(env: Readonly<Record<string, string | undefined>> = process.env): WorkerPlan {
  const given = env.WEB_CONCURRENCY?.trim() || '1';
  const count = Number(given);
  if (!/^\d+$/.test(given) || count < 1) return { error: `WEB_CONCURRENCY must be a whole number of at least 1 (it is "${given}")` };
  if (count === 1) return { count };
  if (!isPostgres(env.DATABASE_URL?.trim() ?? '')) {
    return {
      error: `WEB_CONCURRENCY=${count} needs DATABASE_URL=postgres://…: the embedded database (PGlite) runs in one process, so it serves one worker only. Unset WEB_CONCURRENCY, or point DATABASE_URL at PostgreSQL.`,
    };
  }
  if (!env.REDIS_URL?.trim()) {
    return {
      count,
      warning: `WEB_CONCURRENCY=${count} without REDIS_URL: each worker keeps its own page cache, and the card sandbox's 3-D Secure sessions stay in the worker that opened them.`,
    };
  }
  return { count };
}
