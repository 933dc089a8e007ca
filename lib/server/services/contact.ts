import type { InferType } from 'yup';
import { localeOfLanguageId } from '@/lib/shop/locale';
import type { contactSchema } from '@/lib/shop/validation/contact';
import type { Db } from '../db/client';
import { contactMessages, layoutInfo } from '../db/schema';
import { contactNotification } from '../mail/contact-notification';
import { receiptMail } from '../mail/receipt-mail';
import { deliverSoon } from '../mail/outbox-worker';
import { enqueueMail } from './outbox';

export type ContactInput = InferType<typeof contactSchema>;

/**
 * Stores a contact form message and queues the sender's receipt and the notice to the shop's address
 * in one transaction: when the caller hears "sent", all are written. A shop with no address on file still keeps the
 * message (staff read the table); only the notice is skipped. Answers the message id.
 */
export async function submitContactMessage(db: Db, input: ContactInput, languageId: 1 | 2): Promise<number> {
  const [shop] = await db.select({ email: layoutInfo.email }).from(layoutInfo).limit(1);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ nameSurname: input.NameSurname, email: input.Email, phone: input.Phone, subject: input.Subject, message: input.Message, languageId })
      .returning({ id: contactMessages.id });
    await enqueueMail(tx, receiptMail('contact', { email: input.Email, name: input.NameSurname }, localeOfLanguageId(languageId)));
    if (shop?.email) {
      const notice = { id: row.id, nameSurname: input.NameSurname, email: input.Email, phone: input.Phone, subject: input.Subject, message: input.Message, senderLocale: localeOfLanguageId(languageId) };
      await enqueueMail(tx, contactNotification(shop.email, notice));
    } else {
      console.warn(`[contact] message #${row.id} stored; the shop has no email address on file, so no notice was queued`);
    }
    return row.id;
  });
  void deliverSoon();
  return id;
}
