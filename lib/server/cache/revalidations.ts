import { gte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cacheRevalidations } from '../db/schema';

/** The tag every cached entry carries: expiring it drops everything (a reseeded database). */
export const EVERYTHING = '*';

export type Freshness = 'fresh' | 'stale' | 'expired';

interface Marks {
  staleAt: number;
  expiredAt: number;
}

/** Records a revalidation of `tags` in the database: 'stale' lets pages re-render behind one more serving, 'expired' does not. */
export async function markTags(db: Db, tags: readonly string[], how: 'stale' | 'expired', now = Date.now()) {
  if (!tags.length) return;
  const rows = tags.map((tag) => ({ tag, staleAt: now, expiredAt: how === 'expired' ? now : 0 }));
  await db
    .insert(cacheRevalidations)
    .values(rows)
    .onConflictDoUpdate({
      target: cacheRevalidations.tag,
      set: {
        staleAt: sql`excluded.stale_at`,
        expiredAt: sql`greatest(${cacheRevalidations.expiredAt}, excluded.expired_at)`,
      },
    });
}

/**
 * How far back each refresh looks beyond the previous one: a mark is stamped with its writer's clock
 * before its transaction commits, so it may become visible a little after that time (and another
 * instance's clock may differ a little). Reading a mark twice is harmless.
 */
const OVERLAP_MS = 60_000;

/**
 * The revalidation marks as this server knows them, brought up to date from the database at most
 * once per `refreshMs` (so a write on another instance, or from the command line, reaches this one
 * within that time). After the first full read only the marks made since are read, because the log
 * keeps one row per tag ever marked: every product, category and designer that changed.
 */
export class RevalidationLog {
  private marks = new Map<string, Marks>();
  private readAt = -Infinity;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly refreshMs = 500,
  ) {}

  async refresh(now = Date.now()): Promise<void> {
    if (now - this.readAt < this.refreshMs) return;
    const since = this.readAt - OVERLAP_MS;
    const changed = Number.isFinite(since) ? or(gte(cacheRevalidations.staleAt, since), gte(cacheRevalidations.expiredAt, since)) : undefined;
    this.reading ??= this.db
      .select()
      .from(cacheRevalidations)
      .where(changed)
      .then((rows) => {
        for (const row of rows) this.note(row.tag, row.staleAt, row.expiredAt);
        this.readAt = now;
      })
      .finally(() => {
        this.reading = null;
      });
    await this.reading;
  }

  async mark(tags: readonly string[], how: 'stale' | 'expired', now = Date.now()): Promise<void> {
    await markTags(this.db, tags, how, now);
    for (const tag of tags) this.note(tag, now, how === 'expired' ? now : 0);
  }

  private note(tag: string, staleAt: number, expiredAt: number) {
    const known = this.marks.get(tag);
    this.marks.set(tag, { staleAt: Math.max(staleAt, known?.staleAt ?? 0), expiredAt: Math.max(expiredAt, known?.expiredAt ?? 0) });
  }

  /** Whether any of `tags` was revalidated at or after `time` (re-read from the database as `refresh` says). */
  async revalidatedSince(tags: Iterable<string>, time: number): Promise<boolean> {
    await this.refresh();
    return this.freshness(tags, time) !== 'fresh';
  }

  /** How an entry written at `writtenAt` under `tags` stands now. */
  freshness(tags: Iterable<string>, writtenAt: number): Freshness {
    let result: Freshness = 'fresh';
    for (const tag of [EVERYTHING, ...tags]) {
      const marks = this.marks.get(tag);
      if (!marks) continue;
      // An entry written in the same millisecond as the revalidation may hold the old data: count it old.
      if (marks.expiredAt >= writtenAt) return 'expired';
      if (marks.staleAt >= writtenAt) result = 'stale';
    }
    return result;
  }
}
