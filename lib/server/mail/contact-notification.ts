import type { Locale } from '@/lib/shop/locale';
import type { ContactSubject } from '@/lib/shop/validation/contact';
import type { OutgoingMail } from '../services/outbox';
import { translator } from '../translate';
import { shopNoticeMail } from './shop-notice';
import { SHOP_LOCALE } from './texts';

export interface ContactNotice {
  id: number;
  nameSurname: string;
  email: string;
  phone: string;
  subject: ContactSubject;
  message: string;
  /** The language the shopper wrote in, so the answer comes in it. */
  senderLocale: Locale;
}

/** The mail that tells the shop a shopper wrote through the contact form; replying answers the shopper. */
export function contactNotification(to: string, notice: ContactNotice): OutgoingMail {
  const t = translator(SHOP_LOCALE);
  const subjectLabel = t(`contact.subjects.${notice.subject}`);
  return shopNoticeMail(to, {
    // A header is one line, whatever was typed into the name.
    subject: t('mail.contact.subject', { subject: subjectLabel, name: notice.nameSurname.replace(/\s+/g, ' ') }),
    replyTo: notice.email,
    intro: t('mail.contact.intro'),
    rows: [
      [t('mail.contact.name'), notice.nameSurname],
      [t('mail.contact.email'), notice.email],
      [t('mail.contact.phone'), notice.phone],
      [t('mail.contact.subjectLabel'), subjectLabel],
      [t('mail.contact.language'), t(`language.${notice.senderLocale}`)],
      [t('mail.contact.reference'), String(notice.id)],
    ],
    message: { label: t('mail.contact.message'), text: notice.message },
  });
}
