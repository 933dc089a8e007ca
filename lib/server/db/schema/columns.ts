import { integer, timestamp, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

/** Money is always integer minor units: kuruş for TRY, cents for USD. */
export const money = (name: string) => integer(name);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A descending index column in PostgreSQL's own DESC order (nulls first), which is what
 * `desc(column)` in a query asks for. drizzle's `.desc()` alone writes DESC NULLS LAST, which a
 * plain `ORDER BY … DESC` cannot walk: the planner sorts the whole table instead of reading the
 * first entries of the index.
 */
export const descending = (column: ExtraConfigColumn) => column.desc().nullsFirst();
