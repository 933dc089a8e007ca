import { and, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { OutboxState, SortDirection, SortOf } from '@/lib/shop/operators/lists';
import type { OperatorActor } from '../../auth/operator-session';
import type { Db } from '../../db/client';
import { mailOutbox, subscribers } from '../../db/schema';
import { ApiError } from '../../errors';
import { deliverSoon, MAX_ATTEMPTS } from '../../mail/outbox-worker';
import { recordAudit } from '../operators/audit';
import { orderOf, pageOf, pageWindow } from './sorting';

const OUTBOX_STATES: Record<OutboxState, SQL | undefined> = {
  all: undefined,
  failed: and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.error)),
  waiting: and(isNull(mailOutbox.sentAt), isNull(mailOutbox.error)),
  sent: isNotNull(mailOutbox.sentAt),
};

/** The outbox as the worker sees it: every mail with its state, tries and last error; never its body. */
export async function outboxList(db: Db, query: { State: OutboxState; Sort: SortOf<'outbox'>; Dir: SortDirection; Page: number }) {
  const column = { date: mailOutbox.createdAt, to: mailOutbox.to, subject: mailOutbox.subject, attempts: mailOutbox.attempts }[query.Sort];
  const rows = await db
    .select({ Id: mailOutbox.id, To: mailOutbox.to, Subject: mailOutbox.subject, OrderId: mailOutbox.orderId, CreatedAt: mailOutbox.createdAt, SentAt: mailOutbox.sentAt, Error: mailOutbox.error, Attempts: mailOutbox.attempts, NextAttemptAt: mailOutbox.nextAttemptAt })
    .from(mailOutbox)
    .where(OUTBOX_STATES[query.State])
    .orderBy(...orderOf(column, mailOutbox.id, query.Dir))
    .limit(pageWindow(query.Page).limit)
    .offset(pageWindow(query.Page).offset);
  const shown = rows.map((row) => ({
    ...row,
    CreatedAt: row.CreatedAt.toISOString(),
    SentAt: row.SentAt?.toISOString() ?? null,
    NextAttemptAt: row.NextAttemptAt?.toISOString() ?? null,
    GaveUp: !row.SentAt && row.Attempts >= MAX_ATTEMPTS,
  }));
  return { ...pageOf(shown, query.Page), MaxAttempts: MAX_ATTEMPTS };
}

/** A failed mail goes back to the worker at once with its tries counted afresh; a sent one is refused (409). */
export async function resendMail(db: Db, actor: OperatorActor, id: number) {
  const [before] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!before) throw new ApiError('mail_not_found');
  await db.transaction(async (tx) => {
    const [after] = await tx.update(mailOutbox).set({ attempts: 0, nextAttemptAt: null }).where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt))).returning();
    if (!after) throw new ApiError('mail_already_sent');
    const stateOf = (row: typeof before) => ({ to: row.to, subject: row.subject, attempts: row.attempts, error: row.error, sentAt: row.sentAt?.toISOString() ?? null });
    await recordAudit(tx, actor, { action: 'mail.resent', entity: 'mail', entityId: id, before: stateOf(before), after: stateOf(after) });
  });
  void deliverSoon();
  return { Id: id };
}

const likeText = (query: string) => `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export async function subscriberList(db: Db, query: { Query: string; Sort: SortOf<'subscribers'>; Dir: SortDirection; Page: number }) {
  const column = query.Sort === 'email' ? sql`lower(${subscribers.email})` : subscribers.createdAt;
  const rows = await db
    .select({ Id: subscribers.id, Email: subscribers.email, LanguageId: subscribers.languageId, CreatedAt: subscribers.createdAt })
    .from(subscribers)
    .where(query.Query ? ilike(subscribers.email, likeText(query.Query)) : undefined)
    .orderBy(...orderOf(column, subscribers.id, query.Dir))
    .limit(pageWindow(query.Page).limit)
    .offset(pageWindow(query.Page).offset);
  return pageOf(rows.map((row) => ({ ...row, CreatedAt: row.CreatedAt.toISOString() })), query.Page);
}

/** Every subscriber, oldest first, for the CSV export. */
export async function allSubscribers(db: Db) {
  const rows = await db.select({ Email: subscribers.email, LanguageId: subscribers.languageId, CreatedAt: subscribers.createdAt }).from(subscribers).orderBy(subscribers.id);
  return rows.map((row) => ({ ...row, CreatedAt: row.CreatedAt.toISOString() }));
}

/** Takes an address off the newsletter (asked by its owner, or bouncing); the log keeps which one. */
export async function removeSubscriber(db: Db, actor: OperatorActor, id: number) {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(subscribers).where(eq(subscribers.id, id)).returning();
    if (!removed) throw new ApiError('subscriber_not_found');
    await recordAudit(tx, actor, { action: 'subscriber.removed', entity: 'subscriber', entityId: id, before: { email: removed.email, languageId: removed.languageId }, after: null });
  });
  return { Id: id };
}
