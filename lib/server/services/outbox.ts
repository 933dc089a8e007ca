import type { Locale } from '@/lib/shop/locale';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Defaults to the text, escaped, one paragraph per line, in the mail's language. */
  html?: string;
  locale: Locale;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const htmlOf = (text: string, locale: Locale) =>
  `<div lang="${locale}">${text
    .split('\n')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('')}</div>`;

/**
 * Queues a mail in `mail_outbox` (spec: with no SMTP configured the outbox is what a developer
 * reads). Takes `db`, which may be a transaction, so the mail is stored with the record it is about
 * or not at all.
 */
export async function enqueueMail(db: Db, { to, subject, text, html, locale }: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({ to, subject, text, html: html ?? htmlOf(text, locale) });
}
