import { desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, operators } from '../../db/schema';

/** Who wrote: an operator's session, or the command line (no operator, named by what it is). */
export type AuditActor = { operatorId: number; email: string } | { operatorId: null; email: string };

export interface AuditEntry {
  /** What was done, e.g. `order.shipped`, `operator.password-set`. */
  action: string;
  /** The kind of record and its id, e.g. `order` and `42`. */
  entity: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

/** Passwords and secrets never enter the log, whatever a caller hands in. */
const SECRET_KEYS = new Set(['passwordHash', 'totpSecret', 'totpPendingSecret', 'setPasswordHash']);
const scrubbed = (state: unknown) =>
  state && typeof state === 'object' && !Array.isArray(state)
    ? Object.fromEntries(Object.entries(state).filter(([key]) => !SECRET_KEYS.has(key)))
    : (state ?? null);

/** One row of the audit log; pass the transaction of the write itself, so the two stand or fall together. */
export async function recordAudit(tx: Db, actor: AuditActor, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    operatorId: actor.operatorId,
    operatorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: scrubbed(entry.before),
    after: scrubbed(entry.after),
  });
}

export const AUDIT_PAGE_SIZE = 50;

/** The log, newest first, a page at a time (`before`: the last id of the previous page). */
export async function auditPage(db: Db, before?: number | null) {
  const rows = await db
    .select({
      id: auditLog.id,
      operatorEmail: auditLog.operatorEmail,
      operatorName: operators.name,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(before ? lt(auditLog.id, before) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  return {
    Entries: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    NextBefore: rows.length > AUDIT_PAGE_SIZE ? rows[AUDIT_PAGE_SIZE - 1].id : null,
  };
}
