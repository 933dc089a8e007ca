import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OperatorRole } from '../../../shop/operators/roles';
import { createdAt, updatedAt } from './columns';

/**
 * The shop's own people (the back-office under /yonetim), apart from shoppers: no shopper call
 * reads or writes this table, so no shopper can make themselves an operator.
 */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: text('role').$type<OperatorRole>().notNull(),
    /** Null until the operator sets one through their one-time link. */
    passwordHash: text('password_hash'),
    /** The first sign-in asks for a new password (the seeded demo owner's is in the README). */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The base32 TOTP secret once enrolment is confirmed; required for owners. */
    totpSecret: text('totp_secret'),
    /** A secret shown for enrolment, kept until a code from it confirms it. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The time step of the last code accepted: the same code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    /** SHA-256 of the one-time set-password link's code, and when it stops working. */
    setPasswordHash: text('set_password_hash'),
    setPasswordExpiresAt: timestamp('set_password_expires_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('operators_email_idx').on(sql`lower(${t.email})`), uniqueIndex('operators_set_password_idx').on(t.setPasswordHash)],
);

/** An operator's sign-in: its own cookie, eight hours at most, never renewed (docs/operators.md). */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id').notNull().references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operator_sessions_token_hash_idx').on(t.tokenHash), index('operator_sessions_operator_idx').on(t.operatorId)],
);

/**
 * Every operator write: who, when, what, and the record before and after, written in the
 * transaction of the write itself. A null operator is the command line (`npm run operator`).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    /** The operator's address when the row was written: the row still says who after a rename or removal. */
    operatorEmail: text('operator_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);
