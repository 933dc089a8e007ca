import { eq, sql } from 'drizzle-orm';
import { pendingSetupOf } from '@/lib/shop/operators/roles';
import { verifyPassword } from '../../auth/password';
import { createOperatorSession, endOperatorSession, endOperatorSessions, type OperatorActor } from '../../auth/operator-session';
import type { Db } from '../../db/client';
import { operators } from '../../db/schema';
import { ApiError } from '../../errors';
import { acceptedStep } from './two-factor';

export interface OperatorSignInInput {
  Email: string;
  Password: string;
  Code?: string | null;
}

export type OperatorSignIn =
  | { outcome: 'signed-in'; cookie: Awaited<ReturnType<typeof createOperatorSession>>; next: 'password' | 'two-factor' | null }
  | { outcome: 'code-needed' };

export const operatorByEmail = async (db: Db, email: string) =>
  (await db.select().from(operators).where(eq(sql`lower(${operators.email})`, email.trim().toLowerCase())))[0];

/**
 * The back-office sign-in. An unknown address, a disabled operator, a wrong password and a wrong
 * second-factor code are one refusal (`invalid_credentials`, counted by the wrong-password limit);
 * only after the right password is an enrolled operator asked for the code. The session that
 * follows may still owe a new password (the first sign-in) or, for an owner, a two-factor enrolment.
 */
export async function signInOperator(db: Db, input: OperatorSignInInput): Promise<OperatorSignIn> {
  const operator = await operatorByEmail(db, input.Email);
  const matches = await verifyPassword(operator?.passwordHash, input.Password);
  if (!operator || !matches || !operator.isActive) throw new ApiError('invalid_credentials');
  if (operator.totpSecret) {
    if (!input.Code) return { outcome: 'code-needed' };
    const step = await acceptedStep(operator.totpSecret, input.Code, operator.totpLastStep);
    if (step === null) throw new ApiError('invalid_credentials');
    await db.update(operators).set({ totpLastStep: step }).where(eq(operators.id, operator.id));
  }
  const cookie = await createOperatorSession(db, operator.id);
  const next = pendingSetupOf({ role: operator.role, mustChangePassword: operator.mustChangePassword, hasTwoFactor: Boolean(operator.totpSecret) });
  return { outcome: 'signed-in', cookie, next };
}

export async function signOutOperator(db: Db, actor: OperatorActor, everywhere: boolean) {
  if (everywhere) await endOperatorSessions(db, actor.operatorId);
  else await endOperatorSession(db, actor.sessionId);
}
