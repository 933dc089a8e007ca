import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * When each cache tag was last revalidated (epoch ms). Kept in the database, not in the server's
 * memory, so every instance and every restart agrees on what a write or a reseed made old.
 */
export const cacheRevalidations = pgTable('cache_revalidations', {
  tag: text('tag').primaryKey(),
  /** Pages cached before this may be served once more while they re-render. */
  staleAt: bigint('stale_at', { mode: 'number' }).notNull().default(0),
  /** Anything cached before this is gone. */
  expiredAt: bigint('expired_at', { mode: 'number' }).notNull().default(0),
});
