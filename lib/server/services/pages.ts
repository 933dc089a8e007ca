import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import { ApiError } from '../errors';
import type { Db } from '../db/client';
import { aboutPages, faqs, infoPages, type InfoPageKey } from '../db/schema';
import { pick } from './localized';

export async function aboutDetail(db: Db, locale: Locale) {
  const [row] = await db.select().from(aboutPages).orderBy(asc(aboutPages.id)).limit(1);
  if (!row) throw new ApiError('content_not_found');
  return { Title: pick(row, 'title', locale), VideoUrl: row.videoUrl, PhotoPath: row.photoPath, Description: pick(row, 'description', locale) };
}

/** One policy page and the titles of all four, for its side menu. */
export async function policyPage(db: Db, locale: Locale, key: InfoPageKey) {
  const rows = await db.select().from(infoPages).orderBy(asc(infoPages.sortOrder), asc(infoPages.key));
  const row = rows.find((candidate) => candidate.key === key);
  if (!row) throw new ApiError('content_not_found');
  return {
    pageData: { Key: row.key, Title: pick(row, 'title', locale), Description: pick(row, 'description', locale) },
    pageList: rows.map((each) => ({ Key: each.key, Title: pick(each, 'title', locale) })),
  };
}

export async function listFaqs(db: Db, locale: Locale) {
  const rows = await db.select().from(faqs).where(eq(faqs.isActive, true)).orderBy(asc(faqs.sortOrder), asc(faqs.id));
  return rows.map((row) => ({ Id: row.id, Question: pick(row, 'question', locale), Answer: pick(row, 'answer', locale) }));
}
