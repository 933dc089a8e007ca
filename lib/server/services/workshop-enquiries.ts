import type { InferType } from 'yup';
import { localeOfLanguageId } from '@/lib/shop/locale';
import type { workshopEnquirySchema } from '@/lib/shop/validation/workshops';
import type { Db } from '../db/client';
import { layoutInfo, workshopEnquiries } from '../db/schema';
import { receiptMail } from '../mail/receipt-mail';
import { workshopEnquiryNotification } from '../mail/workshop-enquiry-notification';
import { deliverSoon } from '../mail/outbox-worker';
import { enqueueMail } from './outbox';
import { activeWorkshop } from './workshops';

export type WorkshopEnquiryInput = InferType<typeof workshopEnquirySchema>;

/**
 * Stores a workshop enquiry and queues the sender's receipt and the notice to the shop's address in
 * one transaction, as the contact form does (services/contact.ts): when the sender hears "sent",
 * all are written. An unknown or hidden workshop is content_not_found. Answers the enquiry's id.
 */
export async function submitWorkshopEnquiry(db: Db, input: WorkshopEnquiryInput, languageId: 1 | 2): Promise<number> {
  const workshop = await activeWorkshop(db, input.WorkshopId);
  const locale = localeOfLanguageId(languageId);
  const [shop] = await db.select({ email: layoutInfo.email }).from(layoutInfo).limit(1);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(workshopEnquiries)
      .values({ workshopId: workshop.id, nameSurname: input.NameSurname, email: input.Email, phone: input.Phone, seats: input.Seats, message: input.Message, languageId })
      .returning({ id: workshopEnquiries.id });
    const title = locale === 'tr' ? workshop.titleTr : workshop.titleEn;
    await enqueueMail(tx, receiptMail('workshopEnquiry', { email: input.Email, name: input.NameSurname }, locale, title));
    if (shop?.email) {
      const notice = {
        id: row.id, workshop: workshop.titleTr, nameSurname: input.NameSurname, email: input.Email, phone: input.Phone, seats: input.Seats, message: input.Message, senderLocale: locale,
      };
      await enqueueMail(tx, workshopEnquiryNotification(shop.email, notice));
    } else {
      console.warn(`[workshops] enquiry #${row.id} stored; the shop has no email address on file, so no notice was queued`);
    }
    return row.id;
  });
  void deliverSoon();
  return id;
}
