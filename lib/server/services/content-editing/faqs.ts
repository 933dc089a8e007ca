import { asc, eq, inArray } from 'drizzle-orm';
import { sanitizeHtmlReport } from '@/lib/shop/html';
import type { FaqSaveInput } from '@/lib/shop/validation/editorial';
import { TAGS } from '../../cache/tags';
import type { Db } from '../../db/client';
import { faqs } from '../../db/schema';
import { ApiError } from '../../errors';
import { claimVersion } from '../editing/versions';
import { recordAudit, type AuditActor } from '../operators/audit';
import { markTagsChanged } from '../product-tags';

/** Every question, shown or not, in the page's order, as the editor's form holds them. */
export async function faqList(db: Db) {
  const rows = await db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id));
  return {
    Items: rows.map((row) => ({
      Id: row.id as number | null,
      Version: row.version as number | null,
      QuestionTr: row.questionTr,
      QuestionEn: row.questionEn,
      AnswerTr: row.answerTr,
      AnswerEn: row.answerEn,
      IsActive: row.isActive,
    })),
  };
}

/**
 * The FAQ as the editor left it, all or nothing: each kept or removed question's version claimed
 * first (409 if another editor changed it), a question neither kept nor removed (added by someone
 * else meanwhile) refused too; then answers through the shop's one HTML policy, the order as
 * listed, one audit row, and the FAQ page's mark only.
 */
export async function saveFaqs(db: Db, actor: AuditActor, input: FaqSaveInput) {
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: faqs.id }).from(faqs);
    const named = new Set([...input.Items.flatMap((item) => (item.Id ? [item.Id] : [])), ...input.Removed.map((item) => item.Id)]);
    if (existing.some((row) => !named.has(row.id))) throw new ApiError('record_changed');
    for (const item of [...input.Items.filter((each) => each.Id), ...input.Removed]) await claimVersion(tx, faqs, item.Id!, item.Version!, 'record_changed');
    if (input.Removed.length) await tx.delete(faqs).where(inArray(faqs.id, input.Removed.map((item) => item.Id)));
    const removed: { AnswerTr: string[]; AnswerEn: string[] }[] = [];
    const saved: { Id: number; Version: number }[] = [];
    for (const [index, item] of input.Items.entries()) {
      const tr = sanitizeHtmlReport(item.AnswerTr);
      const en = sanitizeHtmlReport(item.AnswerEn);
      removed.push({ AnswerTr: tr.removed, AnswerEn: en.removed });
      const values = { questionTr: item.QuestionTr, questionEn: item.QuestionEn, answerTr: tr.html, answerEn: en.html, isActive: item.IsActive, sortOrder: index };
      const [row] = item.Id
        ? await tx.update(faqs).set(values).where(eq(faqs.id, item.Id)).returning({ id: faqs.id, version: faqs.version })
        : await tx.insert(faqs).values(values).returning({ id: faqs.id, version: faqs.version });
      saved.push({ Id: row.id, Version: row.version });
    }
    await recordAudit(tx, actor, {
      action: 'faq.saved',
      entity: 'faq',
      entityId: 'all',
      before: { ids: existing.map((row) => row.id) },
      after: { ids: saved.map((item) => item.Id), removed: input.Removed.map((item) => item.Id) },
    });
    await markTagsChanged(tx, [TAGS.faq]);
    return { Items: saved, Removed: removed };
  });
}
