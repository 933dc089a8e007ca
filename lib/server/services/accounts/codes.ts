import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activationCodes, passwordResetCodes } from '../../db/schema';
import { ApiError } from '../../errors';
import { hashSecret, randomSecret } from '../../auth/session';

/** The two kinds of mailed code: how long each lives and the refusals of a code that does not serve. */
const KINDS = {
  activation: {
    table: activationCodes,
    lifetimeMs: 48 * 60 * 60 * 1000,
    refusals: { missing: 'activation_code_not_found', used: 'activation_code_used', expired: 'activation_code_expired' },
  },
  passwordReset: {
    table: passwordResetCodes,
    lifetimeMs: 60 * 60 * 1000,
    refusals: { missing: 'password_request_not_found', used: 'password_request_used', expired: 'password_request_expired' },
  },
} as const;

export type CodeKind = keyof typeof KINDS;

/** A new code for the member: the table keeps its hash, the caller mails the code itself. */
export async function issueCode(db: Db, kind: CodeKind, userId: number): Promise<string> {
  const { table, lifetimeMs } = KINDS[kind];
  const code = randomSecret();
  await db.insert(table).values({ code: hashSecret(code), userId, expiresAt: new Date(Date.now() + lifetimeMs) });
  return code;
}

/** Why a code does not serve: unknown (or another member's), used, or expired. */
async function refuse(db: Db, kind: CodeKind, code: string, userId?: number): Promise<never> {
  const { table, refusals } = KINDS[kind];
  const [row] = await db.select({ userId: table.userId, usedAt: table.usedAt, expiresAt: table.expiresAt }).from(table).where(eq(table.code, hashSecret(code)));
  if (!row || (userId !== undefined && row.userId !== userId)) throw new ApiError(refusals.missing);
  if (row.usedAt) throw new ApiError(refusals.used);
  throw new ApiError(refusals.expired);
}

/** The member a code belongs to while it is unused and unexpired, without using it up. */
export async function peekCode(db: Db, kind: CodeKind, code: string): Promise<number> {
  const { table } = KINDS[kind];
  const [row] = await db
    .select({ userId: table.userId })
    .from(table)
    .where(and(eq(table.code, hashSecret(code)), isNull(table.usedAt), gt(table.expiresAt, sql`now()`)));
  return row ? row.userId : refuse(db, kind, code);
}

/**
 * Uses the code up and answers its member. One conditional UPDATE does it, so of two concurrent
 * uses exactly one wins; the other meets "used". With `userId`, the code must be that member's.
 */
export async function consumeCode(db: Db, kind: CodeKind, code: string, userId?: number): Promise<number> {
  const { table } = KINDS[kind];
  const [row] = await db
    .update(table)
    .set({ usedAt: sql`now()` })
    .where(and(eq(table.code, hashSecret(code)), isNull(table.usedAt), gt(table.expiresAt, sql`now()`), userId === undefined ? undefined : eq(table.userId, userId)))
    .returning({ userId: table.userId });
  return row ? row.userId : refuse(db, kind, code, userId);
}
