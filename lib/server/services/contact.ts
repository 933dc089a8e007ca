import type { InferType } from 'yup';
import { localeOfLanguageId } from '@/lib/shop/locale';
import type { contactSchema } from '@/lib/shop/validation/contact';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';
import { contactNotification } from '../mail/contact-notification';
import { receiptMail } from '../mail/receipt-mail';
import { storeSentMessage } from './sent-messages';

export type ContactInput = InferType<typeof contactSchema>;

/** Stores a contact form message with the sender's receipt and the shop's notice (storeSentMessage). Answers the message id. */
export function submitContactMessage(db: Db, input: ContactInput, languageId: 1 | 2): Promise<number> {
  const senderLocale = localeOfLanguageId(languageId);
  const { NameSurname: nameSurname, Email: email, Phone: phone, Subject: subject, Message: message } = input;
  return storeSentMessage(db, {
    store: async (tx) => {
      const [row] = await tx.insert(contactMessages).values({ nameSurname, email, phone, subject, message, languageId }).returning({ id: contactMessages.id });
      return row.id;
    },
    receipt: receiptMail('contact', { email, name: nameSurname }, senderLocale),
    notice: (id, to) => contactNotification(to, { id, nameSurname, email, phone, subject, message, senderLocale }),
    logName: '[contact] message',
  });
}
