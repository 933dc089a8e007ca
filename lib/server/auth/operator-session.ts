import { and, eq, gt, lte } from 'drizzle-orm';
import { pendingSetupOf, type OperatorRole } from '@/lib/shop/operators/roles';
import type { Db } from '../db/client';
import { operators, operatorSessions } from '../db/schema';
import type { CookieToSet } from '../api/cookie';
import { hashSecret, randomSecret } from './session';

/** The operator's own cookie, apart from the shopper's: a shopper session never opens the back-office. */
export const OPERATOR_COOKIE = 'vitrin_operator';
/** Eight hours from sign-in, never extended: a forgotten back-office tab does not stay open for days. */
export const OPERATOR_SESSION_SECONDS = 8 * 60 * 60;

/** Who makes an operator call, as the session proves it; never taken from the request body. */
export interface OperatorActor {
  operatorId: number;
  sessionId: number;
  email: string;
  name: string;
  role: OperatorRole;
  /** Still to do before any other call: a new password (first sign-in) or an owner's two-factor enrolment. */
  pendingSetup: 'password' | 'two-factor' | null;
  twoFactor: boolean;
}

const cookieOf = (token: string, maxAge: number): CookieToSet => ({ name: OPERATOR_COOKIE, value: token, maxAge, httpOnly: true, sameSite: 'strict' });

export const clearedOperatorCookie = (): CookieToSet => cookieOf('', 0);

/** A fresh session at every sign-in; the operator's expired rows go at the same time. */
export async function createOperatorSession(db: Db, operatorId: number): Promise<CookieToSet> {
  await db.delete(operatorSessions).where(and(eq(operatorSessions.operatorId, operatorId), lte(operatorSessions.expiresAt, new Date())));
  const token = randomSecret();
  await db.insert(operatorSessions).values({ operatorId, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + OPERATOR_SESSION_SECONDS * 1000) });
  return cookieOf(token, OPERATOR_SESSION_SECONDS);
}

/** The operator a cookie proves: an unknown, expired or disabled one is nobody. */
export async function readOperatorSession(db: Db, token: string | undefined | null): Promise<OperatorActor | null> {
  if (!token) return null;
  const [row] = await db
    .select({
      sessionId: operatorSessions.id,
      operatorId: operators.id,
      email: operators.email,
      name: operators.name,
      role: operators.role,
      mustChangePassword: operators.mustChangePassword,
      totpSecret: operators.totpSecret,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(and(eq(operatorSessions.tokenHash, hashSecret(token)), gt(operatorSessions.expiresAt, new Date()), eq(operators.isActive, true)));
  if (!row) return null;
  const pendingSetup = pendingSetupOf({ role: row.role, mustChangePassword: row.mustChangePassword, hasTwoFactor: Boolean(row.totpSecret) });
  return { operatorId: row.operatorId, sessionId: row.sessionId, email: row.email, name: row.name, role: row.role, pendingSetup, twoFactor: Boolean(row.totpSecret) };
}

export async function endOperatorSession(db: Db, sessionId: number) {
  await db.delete(operatorSessions).where(eq(operatorSessions.id, sessionId));
}

/** Sign-out everywhere: every session of the operator, this one included. */
export async function endOperatorSessions(db: Db, operatorId: number) {
  await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
}
