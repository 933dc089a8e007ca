import { integer, timestamp, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

/** Money is always integer minor units: kuruş for TRY, cents for USD. */
export const money = (name: string) => integer(name);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * An edited record's version: every save raises it by one, and a save names the version it was
 * made from, so the later of two saves from one starting point is refused (409) instead of
 * silently overwriting the other (services/editing/versions.ts).
 */
export const version = () => integer('version').notNull().default(1);
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A descending index column in PostgreSQL's own DESC order (nulls first), which is what
 * `desc(column)` in a query asks for. drizzle's `.desc()` alone writes DESC NULLS LAST, which a
 * plain `ORDER BY … DESC` cannot walk: the planner sorts the whole table instead of reading the
 * first entries of the index.
 */
export const descending = (column: ExtraConfigColumn) => column.desc().nullsFirst();
