import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { RateLimitStore, WindowCounts, WindowHit } from './types';

const PURGE_EVERY_MS = 60_000;

/**
 * Counters in the `rate_limit_hits` table, shared by every process on one PostgreSQL (or PGlite):
 * one statement per hit counts it and reads the previous window. Rows past their use are deleted
 * at most once a minute per process, through the index on `expires_at`.
 */
export class PostgresStore implements RateLimitStore {
  private purgedAt = -Infinity;

  constructor(private readonly db: () => Promise<Db>) {}

  async hit({ key, windowStart, windowMs, now }: WindowHit): Promise<WindowCounts> {
    const db = await this.db();
    if (now - this.purgedAt >= PURGE_EVERY_MS) {
      this.purgedAt = now;
      await db.execute(sql`delete from rate_limit_hits where expires_at < ${now}`);
    }
    // The CTE's insert is invisible to the outer select, which only reads the other window's row.
    const result = await db.execute(sql`
      with hit as (
        insert into rate_limit_hits (key, window_start, count, expires_at)
        values (${key}, ${windowStart}, 1, ${windowStart + 2 * windowMs})
        on conflict (key, window_start) do update set count = rate_limit_hits.count + 1
        returning count
      )
      select hit.count as current,
        coalesce((select r.count from rate_limit_hits r where r.key = ${key} and r.window_start = ${windowStart - windowMs}), 0) as previous
      from hit`);
    return countsOf(result);
  }

  async peek({ key, windowStart, windowMs }: WindowHit): Promise<WindowCounts> {
    const db = await this.db();
    const result = await db.execute(sql`
      select coalesce(sum(count) filter (where window_start = ${windowStart}), 0) as current,
        coalesce(sum(count) filter (where window_start = ${windowStart - windowMs}), 0) as previous
      from rate_limit_hits where key = ${key} and window_start in (${windowStart}, ${windowStart - windowMs})`);
    return countsOf(result);
  }
}

function countsOf(result: unknown): WindowCounts {
  const [row] = (result as { rows: { current: number; previous: number }[] }).rows;
  return { current: Number(row.current), previous: Number(row.previous) };
}
