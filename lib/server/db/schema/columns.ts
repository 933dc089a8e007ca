import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Money is always integer minor units: kuruş for TRY, cents for USD. */
export const money = (name: string) => integer(name);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
