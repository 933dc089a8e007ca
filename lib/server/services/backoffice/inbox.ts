import { and, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { DOCUMENT_MEDIA_TYPES, type DocumentType } from '@/lib/shop/documents';
import { localeOfLanguageId } from '@/lib/shop/locale';
import { foldSearchText } from '@/lib/shop/search-text';
import type { InboxKind, InboxState, SortDirection, SortOf } from '@/lib/shop/operators/lists';
import type { OperatorActor } from '../../auth/operator-session';
import type { Db } from '../../db/client';
import { careerApplications, categories, cities, contactMessages, designerApplications, districts, operators } from '../../db/schema';
import { ApiError } from '../../errors';
import { deliverSoon } from '../../mail/outbox-worker';
import { privateMediaRoot, readMedia } from '../../media/store';
import { recordAudit } from '../operators/audit';
import { enqueueMail } from '../outbox';
import { orderOf, pageOf, pageWindow } from './sorting';

/** The three kinds of mail that reach the shop through its forms share name, e-mail, phone, language and the handled mark. */
const TABLES = { contact: contactMessages, designer: designerApplications, career: careerApplications } as const;

type InboxTable = (typeof TABLES)[InboxKind];

const likeText = (query: string) => `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function whereOf(table: InboxTable, state: InboxState, query: string): SQL | undefined {
  const handled = state === 'open' ? isNull(table.handledAt) : state === 'handled' ? isNotNull(table.handledAt) : undefined;
  const search = query ? or(ilike(table.nameSurname, likeText(query)), ilike(table.email, likeText(query))) : undefined;
  return and(handled, search);
}

const common = (table: InboxTable) => ({
  Id: table.id,
  Name: table.nameSurname,
  Email: table.email,
  Phone: table.phone,
  LanguageId: table.languageId,
  CreatedAt: table.createdAt,
  HandledAt: table.handledAt,
  HandledBy: operators.email,
});

/** What each kind adds to the common columns, as one short text per row (the page shows it as written). */
async function rowsOf(db: Db, kind: InboxKind, where: SQL | undefined, order: SQL[], window: { limit: number; offset: number }) {
  if (kind === 'contact') {
    const t = contactMessages;
    return (
      await db.select({ ...common(t), Subject: t.subject, Message: t.message }).from(t).leftJoin(operators, eq(operators.id, t.handledBy)).where(where).orderBy(...order).limit(window.limit).offset(window.offset)
    ).map((row) => ({ ...row, Details: { Subject: row.Subject, Message: row.Message } }));
  }
  if (kind === 'designer') {
    const t = designerApplications;
    return (
      await db
        .select({ ...common(t), Website: t.website, CategoryTr: categories.nameTr, CategoryEn: categories.nameEn, City: cities.name, District: districts.name })
        .from(t)
        .leftJoin(operators, eq(operators.id, t.handledBy))
        .leftJoin(categories, eq(categories.id, t.categoryId))
        .leftJoin(cities, eq(cities.id, t.cityId))
        .leftJoin(districts, eq(districts.id, t.districtId))
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset)
    ).map((row) => ({ ...row, Details: { Website: row.Website, CategoryTr: row.CategoryTr, CategoryEn: row.CategoryEn, Place: row.District ? `${row.District} / ${row.City}` : '' } }));
  }
  const t = careerApplications;
  return (
    await db
      .select({ ...common(t), BirthDate: t.birthDate, Gender: t.gender, Message: t.message, CvType: t.extension, CvPath: t.cvPath })
      .from(t)
      .leftJoin(operators, eq(operators.id, t.handledBy))
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset)
  ).map((row) => ({ ...row, Details: { BirthDate: row.BirthDate, Gender: row.Gender, Message: row.Message, CvType: row.CvPath ? row.CvType : null } }));
}

/** One kind of the inbox, filtered (open, handled, all; a name or address) and sorted as the URL says. */
export async function inboxList(db: Db, query: { Kind: InboxKind; State: InboxState; Query: string; Sort: SortOf<'inbox'>; Dir: SortDirection; Page: number }) {
  const table = TABLES[query.Kind];
  const column = { date: table.createdAt, name: table.nameSurname, email: table.email }[query.Sort];
  const rows = await rowsOf(db, query.Kind, whereOf(table, query.State, query.Query), orderOf(column, table.id, query.Dir), pageWindow(query.Page));
  const shown = rows.map((row) => ({
    Id: row.Id,
    Name: row.Name,
    Email: row.Email,
    Phone: row.Phone,
    Language: localeOfLanguageId(row.LanguageId),
    CreatedAt: row.CreatedAt.toISOString(),
    HandledAt: row.HandledAt?.toISOString() ?? null,
    HandledBy: row.HandledBy,
    Details: row.Details,
  }));
  return pageOf(shown, query.Page);
}

const stateOf = (row: { handledAt: Date | null; handledBy: number | null }) => ({ handledAt: row.handledAt?.toISOString() ?? null, handledBy: row.handledBy });

async function itemOf(db: Db, kind: InboxKind, id: number) {
  const table = TABLES[kind];
  const [row] = await db.select({ id: table.id, email: table.email, name: table.nameSurname, languageId: table.languageId, handledAt: table.handledAt, handledBy: table.handledBy }).from(table).where(eq(table.id, id));
  if (!row) throw new ApiError('message_not_found');
  return row;
}

/** Marks a message or application handled (once: a second mark changes nothing and says so). */
export async function markHandled(db: Db, actor: OperatorActor, kind: InboxKind, id: number) {
  const table = TABLES[kind];
  const before = await itemOf(db, kind, id);
  await db.transaction(async (tx) => {
    const [after] = await tx.update(table).set({ handledAt: new Date(), handledBy: actor.operatorId }).where(and(eq(table.id, id), isNull(table.handledAt))).returning({ handledAt: table.handledAt, handledBy: table.handledBy });
    if (!after) throw new ApiError('message_handled');
    await recordAudit(tx, actor, { action: 'inbox.handled', entity: kind, entityId: id, before: stateOf(before), after: stateOf(after) });
  });
  return { Id: id };
}

/**
 * A reply to the sender through the outbox, Reply-To the operator so an answer reaches a person,
 * in the language the operator wrote it in (the sender's own is shown beside the form). The
 * message is marked handled with it, if it was not yet.
 */
export async function replyTo(db: Db, actor: OperatorActor, kind: InboxKind, id: number, reply: { Subject: string; Message: string }) {
  const table = TABLES[kind];
  const before = await itemOf(db, kind, id);
  const mailId = await db.transaction(async (tx) => {
    const queued = await enqueueMail(tx, { to: before.email, replyTo: actor.email, subject: reply.Subject, text: reply.Message, locale: localeOfLanguageId(before.languageId) });
    const [after] = await tx
      .update(table)
      .set({ handledAt: before.handledAt ?? new Date(), handledBy: before.handledBy ?? actor.operatorId })
      .where(eq(table.id, id))
      .returning({ handledAt: table.handledAt, handledBy: table.handledBy });
    await recordAudit(tx, actor, { action: 'inbox.replied', entity: kind, entityId: id, before: stateOf(before), after: { ...stateOf(after), mailId: queued, subject: reply.Subject } });
    return queued;
  });
  void deliverSoon();
  return { Id: id, MailId: mailId };
}

/** A career application's CV from the private store, as stored: its type and bytes (base64 in the envelope). */
export async function careerCv(db: Db, id: number) {
  const [row] = await db.select({ name: careerApplications.nameSurname, path: careerApplications.cvPath, type: careerApplications.extension }).from(careerApplications).where(eq(careerApplications.id, id));
  if (!row) throw new ApiError('message_not_found');
  const data = row.path ? await readMedia(row.path, privateMediaRoot()) : null;
  if (!data || !(row.type in DOCUMENT_MEDIA_TYPES)) throw new ApiError('cv_not_found');
  const type = row.type as DocumentType;
  const fileName = `cv-${id}-${foldSearchText(row.name).replace(/ /g, '-') || 'application'}.${type}`;
  return { FileName: fileName, ContentType: DOCUMENT_MEDIA_TYPES[type], Base64: data.toString('base64') };
}
