import { and, eq, gt } from 'drizzle-orm';
import type { OperatorRole } from '@/lib/shop/operators/roles';
import { hashPassword, verifyPassword } from '../../auth/password';
import { endOperatorSessions, type OperatorActor } from '../../auth/operator-session';
import { hashSecret, randomSecret } from '../../auth/session';
import type { Db } from '../../db/client';
import { operators } from '../../db/schema';
import { ApiError } from '../../errors';
import { recordAudit, type AuditActor } from './audit';
import { operatorByEmail } from './sign-in';
import { acceptedStep, enrolmentOf, newTwoFactorSecret } from './two-factor';

/** A set-password link works for three days, once. */
const LINK_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

const actorOf = (operator: OperatorActor): AuditActor => ({ operatorId: operator.operatorId, email: operator.email });

/** The public face of an operator in the log: never a hash or a secret. */
const stateOf = (row: typeof operators.$inferSelect) => ({
  email: row.email,
  name: row.name,
  role: row.role,
  isActive: row.isActive,
  mustChangePassword: row.mustChangePassword,
  hasPassword: Boolean(row.passwordHash),
  twoFactor: Boolean(row.totpSecret),
});

const rowOf = async (db: Db, id: number) => (await db.select().from(operators).where(eq(operators.id, id)))[0];

/**
 * A new operator with no password yet, and the code of their one-time set-password link (the only
 * copy: the table keeps its hash). An address already in use is refused.
 */
export async function addOperator(db: Db, by: AuditActor, input: { email: string; role: OperatorRole; name?: string }): Promise<{ id: number; code: string }> {
  if (await operatorByEmail(db, input.email)) throw new ApiError('operator_exists');
  const code = randomSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({ email: input.email.trim(), name: input.name?.trim() ?? '', role: input.role, setPasswordHash: hashSecret(code), setPasswordExpiresAt: new Date(Date.now() + LINK_LIFETIME_MS) })
      .returning();
    await recordAudit(tx, by, { action: 'operator.added', entity: 'operator', entityId: row.id, before: null, after: stateOf(row) });
    return { id: row.id, code };
  });
}

/** The operator a set-password link names, while it works; otherwise `operator_link_invalid`. */
async function linkHolder(db: Db, code: string) {
  const [row] = await db.select().from(operators).where(and(eq(operators.setPasswordHash, hashSecret(code)), gt(operators.setPasswordExpiresAt, new Date())));
  if (!row || !row.isActive) throw new ApiError('operator_link_invalid');
  return row;
}

export async function setPasswordLink(db: Db, code: string) {
  const row = await linkHolder(db, code);
  return { Email: row.email };
}

/** Sets the password from the one-time link, which then stops working; any session the operator had ends. */
export async function setPasswordFromLink(db: Db, code: string, password: string) {
  const row = await linkHolder(db, code);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [after] = await tx
      .update(operators)
      .set({ passwordHash, mustChangePassword: false, setPasswordHash: null, setPasswordExpiresAt: null, updatedAt: new Date() })
      .where(and(eq(operators.id, row.id), eq(operators.setPasswordHash, row.setPasswordHash!)))
      .returning();
    if (!after) throw new ApiError('operator_link_invalid');
    await endOperatorSessions(tx, row.id);
    await recordAudit(tx, { operatorId: row.id, email: row.email }, { action: 'operator.password-set', entity: 'operator', entityId: row.id, before: stateOf(row), after: stateOf(after) });
  });
}

/** A new password for the signed-in operator (the first sign-in asks for one); the current one must be given. */
export async function changeOperatorPassword(db: Db, actor: OperatorActor, current: string, password: string) {
  const row = await rowOf(db, actor.operatorId);
  if (!(await verifyPassword(row?.passwordHash, current))) throw new ApiError('old_password_wrong');
  if (await verifyPassword(row.passwordHash, password)) throw new ApiError('operator_password_unchanged');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [after] = await tx.update(operators).set({ passwordHash, mustChangePassword: false, updatedAt: new Date() }).where(eq(operators.id, row.id)).returning();
    await recordAudit(tx, actorOf(actor), { action: 'operator.password-changed', entity: 'operator', entityId: row.id, before: stateOf(row), after: stateOf(after) });
  });
}

/** A new secret to enrol, shown once: as an otpauth URI, a QR code and the secret itself to type. */
export async function startTwoFactor(db: Db, actor: OperatorActor) {
  const secret = newTwoFactorSecret();
  await db.update(operators).set({ totpPendingSecret: secret, updatedAt: new Date() }).where(eq(operators.id, actor.operatorId));
  const { uri, qrSvg } = await enrolmentOf(actor.email, secret);
  return { Secret: secret, Uri: uri, QrSvg: qrSvg };
}

/** A code from the app proves it holds the shown secret; only then does it become the operator's second factor. */
export async function confirmTwoFactor(db: Db, actor: OperatorActor, code: string) {
  const row = await rowOf(db, actor.operatorId);
  const step = row?.totpPendingSecret ? await acceptedStep(row.totpPendingSecret, code, null) : null;
  if (step === null) throw new ApiError('operator_code_invalid');
  await db.transaction(async (tx) => {
    const [after] = await tx
      .update(operators)
      .set({ totpSecret: row.totpPendingSecret, totpPendingSecret: null, totpLastStep: step, updatedAt: new Date() })
      .where(eq(operators.id, row.id))
      .returning();
    await recordAudit(tx, actorOf(actor), { action: 'operator.two-factor-enrolled', entity: 'operator', entityId: row.id, before: stateOf(row), after: stateOf(after) });
  });
}

/** What the back-office shows of the signed-in operator. */
export const whoAmI = (actor: OperatorActor) => ({ Email: actor.email, Name: actor.name, Role: actor.role, PendingSetup: actor.pendingSetup, TwoFactor: actor.twoFactor });
