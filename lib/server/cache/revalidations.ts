import { sql } from 'drizzle-orm';
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
 * The revalidation marks as this server knows them, re-read from the database at most once per
 * `refreshMs` (so a write on another instance, or a reseed from the command line, reaches this one
 * within that time).
 */
export class RevalidationLog {
  private marks = new Map<string, Marks>();
  private latestMark = 0;
  private readAt = -Infinity;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly refreshMs = 1000,
  ) {}

  async refresh(now = Date.now()): Promise<void> {
    if (now - this.readAt < this.refreshMs) return;
    this.reading ??= this.db
      .select()
      .from(cacheRevalidations)
      .then((rows) => {
        this.marks = new Map(rows.map((row) => [row.tag, { staleAt: row.staleAt, expiredAt: row.expiredAt }]));
        this.latestMark = Math.max(0, ...rows.map((row) => Math.max(row.staleAt, row.expiredAt)));
        this.readAt = now;
      })
      .finally(() => {
        this.reading = null;
      });
    await this.reading;
  }

  async mark(tags: readonly string[], how: 'stale' | 'expired', now = Date.now()): Promise<void> {
    await markTags(this.db, tags, how, now);
    for (const tag of tags) {
      const known = this.marks.get(tag) ?? { staleAt: 0, expiredAt: 0 };
      this.marks.set(tag, { staleAt: now, expiredAt: how === 'expired' ? now : known.expiredAt });
    }
    this.latestMark = Math.max(this.latestMark, now);
  }

  /** Whether any tag was revalidated at or after `time` (re-read from the database as `refresh` says). */
  async revalidatedSince(time: number): Promise<boolean> {
    await this.refresh();
    return this.latestMark >= time;
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
