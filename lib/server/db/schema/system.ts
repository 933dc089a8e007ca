import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * Secrets this installation made for itself on first use, by name (the PayTR sandbox's signing key
 * and salt): random per shop, never in the code or the docs, shared by every instance.
 */
export const installationSecrets = pgTable('installation_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A bulk seed under way, or one that stopped part-way (ADR 0058): its first step commits this row
 * with the catalogue and its last transaction deletes it, so a database holding it is half seeded.
 * The server will not start on it and `db:seed` wipes it and seeds again (lib/server/db/prepare.ts).
 */
export const unfinishedSeeds = pgTable('unfinished_seeds', {
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});
