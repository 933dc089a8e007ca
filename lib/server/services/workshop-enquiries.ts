import type { InferType } from 'yup';
import { localeOfLanguageId } from '@/lib/shop/locale';
import type { workshopEnquirySchema } from '@/lib/shop/validation/workshops';
import type { Db } from '../db/client';
import { workshopEnquiries } from '../db/schema';
import { receiptMail } from '../mail/receipt-mail';
import { workshopEnquiryNotification } from '../mail/workshop-enquiry-notification';
import { storeSentMessage } from './sent-messages';
import { activeWorkshop } from './workshops';

export type WorkshopEnquiryInput = InferType<typeof workshopEnquirySchema>;

/**
 * Stores a workshop enquiry with the sender's receipt (naming the workshop in the sender's language)
 * and the shop's notice, as the contact form does (storeSentMessage). An unknown or hidden workshop
 * is content_not_found. Answers the enquiry's id.
 */
export async function submitWorkshopEnquiry(db: Db, input: WorkshopEnquiryInput, languageId: 1 | 2): Promise<number> {
  const workshop = await activeWorkshop(db, input.WorkshopId);
  const senderLocale = localeOfLanguageId(languageId);
  const { NameSurname: nameSurname, Email: email, Phone: phone, Seats: seats, Message: message } = input;
  return storeSentMessage(db, {
    store: async (tx) => {
      const [row] = await tx
        .insert(workshopEnquiries)
        .values({ workshopId: workshop.id, nameSurname, email, phone, seats, message, languageId })
        .returning({ id: workshopEnquiries.id });
      return row.id;
    },
    receipt: receiptMail('workshopEnquiry', { email, name: nameSurname }, senderLocale, senderLocale === 'tr' ? workshop.titleTr : workshop.titleEn),
    notice: (id, to) => workshopEnquiryNotification(to, { id, workshop: workshop.titleTr, nameSurname, email, phone, seats, message, senderLocale }),
    logName: '[workshops] enquiry',
  });
}
