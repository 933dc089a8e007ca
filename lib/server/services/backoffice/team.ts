import { eq, sql } from 'drizzle-orm';
import type { SortDirection, SortOf } from '@/lib/shop/operators/lists';
import type { OperatorRole } from '@/lib/shop/operators/roles';
import { endOperatorSessions, type OperatorActor } from '../../auth/operator-session';
import type { Db } from '../../db/client';
import { operators } from '../../db/schema';
import { ApiError } from '../../errors';
import { addOperator } from '../operators/accounts';
import { recordAudit } from '../operators/audit';
import { orderOf, pageOf, pageWindow } from './sorting';

/** The shop's people as an owner sees them: never a hash or a secret, only whether each is set. */
export async function operatorList(db: Db, query: { Sort: SortOf<'operators'>; Dir: SortDirection; Page: number }) {
  const column = { email: sql`lower(${operators.email})`, role: operators.role, date: operators.createdAt }[query.Sort];
  const rows = await db
    .select({
      Id: operators.id,
      Email: operators.email,
      Name: operators.name,
      Role: operators.role,
      IsActive: operators.isActive,
      TwoFactor: sql<boolean>`${operators.totpSecret} is not null`,
      InvitePending: sql<boolean>`${operators.passwordHash} is null and ${operators.setPasswordExpiresAt} > now()`,
      CreatedAt: operators.createdAt,
    })
    .from(operators)
    .orderBy(...orderOf(column, operators.id, query.Dir))
    .limit(pageWindow(query.Page).limit)
    .offset(pageWindow(query.Page).offset);
  return pageOf(rows.map((row) => ({ ...row, CreatedAt: row.CreatedAt.toISOString() })), query.Page);
}

const stateOf = (row: typeof operators.$inferSelect) => ({ email: row.email, role: row.role, isActive: row.isActive, twoFactor: Boolean(row.totpSecret) });

/** An operator other than the owner acting: nobody locks themselves out or demotes themselves by a slip. */
async function otherOperator(db: Db, actor: OperatorActor, id: number) {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  if (!row) throw new ApiError('operator_not_found');
  if (row.id === actor.operatorId) throw new ApiError('operator_self');
  return row;
}

/** A new operator with a one-time set-password link (three days), which the owner passes on. */
export const inviteOperator = (db: Db, actor: OperatorActor, input: { Email: string; Name: string; Role: OperatorRole }) =>
  addOperator(db, { operatorId: actor.operatorId, email: actor.email }, { email: input.Email, role: input.Role, name: input.Name });

async function change(db: Db, actor: OperatorActor, id: number, action: string, set: Partial<typeof operators.$inferInsert>, endSessions: boolean) {
  const before = await otherOperator(db, actor, id);
  await db.transaction(async (tx) => {
    const [after] = await tx.update(operators).set({ ...set, updatedAt: new Date() }).where(eq(operators.id, id)).returning();
    if (endSessions) await endOperatorSessions(tx, id);
    await recordAudit(tx, actor, { action, entity: 'operator', entityId: id, before: stateOf(before), after: stateOf(after) });
  });
  return { Id: id };
}

/** A new role takes effect at the operator's next call (the session reads the role each time). */
export const changeRole = (db: Db, actor: OperatorActor, id: number, role: OperatorRole) => change(db, actor, id, 'operator.role-changed', { role }, false);

/** Disabling ends every session of theirs at once; enabling lets them sign in again. */
export const setActive = (db: Db, actor: OperatorActor, id: number, active: boolean) =>
  change(db, actor, id, active ? 'operator.enabled' : 'operator.disabled', { isActive: active }, !active);

/** A lost phone: the second factor is cleared and their sessions end; an owner enrols again at the next sign-in. */
export const resetTwoFactor = (db: Db, actor: OperatorActor, id: number) =>
  change(db, actor, id, 'operator.two-factor-reset', { totpSecret: null, totpPendingSecret: null, totpLastStep: null }, true);

