import type { Locale } from '@/lib/shop/locale';
import type { OutgoingMail } from '../services/outbox';
import { translator } from '../translate';
import { shopNoticeMail } from './shop-notice';
import { SHOP_LOCALE } from './texts';

export interface WorkshopEnquiryNotice {
  id: number;
  /** The workshop's Turkish title: the shop's people read Turkish. */
  workshop: string;
  nameSurname: string;
  email: string;
  phone: string;
  seats: number;
  message: string;
  /** The language the sender wrote in, so the answer comes in it. */
  senderLocale: Locale;
}

/** The mail that tells the shop someone asked about a workshop; replying answers the sender. */
export function workshopEnquiryNotification(to: string, notice: WorkshopEnquiryNotice): OutgoingMail {
  const t = translator(SHOP_LOCALE);
  return shopNoticeMail(to, {
    // A header is one line, whatever was typed into the name.
    subject: t('mail.workshopEnquiry.subject', { workshop: notice.workshop, name: notice.nameSurname.replace(/\s+/g, ' ') }),
    replyTo: notice.email,
    intro: t('mail.workshopEnquiry.intro'),
    rows: [
      [t('mail.workshopEnquiry.workshop'), notice.workshop],
      [t('mail.workshopEnquiry.seats'), String(notice.seats)],
      [t('mail.contact.name'), notice.nameSurname],
      [t('mail.contact.email'), notice.email],
      [t('mail.contact.phone'), notice.phone],
      [t('mail.contact.language'), t(`language.${notice.senderLocale}`)],
      [t('mail.contact.reference'), String(notice.id)],
    ],
    message: { label: t('mail.contact.message'), text: notice.message },
  });
}
