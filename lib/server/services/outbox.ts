import { languageIdOf, type Locale } from '@/lib/shop/locale';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface OutgoingMail {
  to: string;
  /** Where the reader's reply should go (the shopper who wrote), when not back to the shop. */
  replyTo?: string;
  subject: string;
  text: string;
  /** Defaults to the text, escaped, one paragraph per line, in the mail's language. */
  html?: string;
  /** The language the mail is written in. */
  locale: Locale;
  /** The order the mail is about, so the back-office lists it with the order. */
  orderId?: number | null;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const htmlOf = (text: string, locale: Locale) =>
  `<div lang="${locale}">${text
    .split('\n')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('')}</div>`;

/**
 * Queues a mail in the outbox; a sender delivers it later (with no SMTP configured the table is what
 * a developer reads). Pass the transaction that stores the record the mail is about, so the two are
 * written together or not at all. Answers the outbox id.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? htmlOf(mail.text, mail.locale),
      languageId: languageIdOf(mail.locale),
      orderId: mail.orderId ?? null,
    })
    .returning({ id: mailOutbox.id });
  // The log says a mail is waiting, never what it says: subjects and bodies carry what people typed.
  console.info(`[mail] queued #${row.id} for ${mail.to}`);
  return row.id;
}
