import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Hits per rate-limit key and fixed window, shared by the shop's processes on one PostgreSQL. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    /** Epoch milliseconds. */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    /** Epoch milliseconds after which the row weighs nothing (end of the following window). */
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_hits_expires_idx').on(t.expiresAt)],
);
