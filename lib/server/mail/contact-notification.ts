import type { Locale } from '@/lib/shop/locale';
import type { ContactSubject } from '@/lib/shop/validation/contact';
import type { OutgoingMail } from '../services/outbox';
import { translator } from '../translate';
import { escapeHtml, textToHtml } from './html';

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

/** The shop's people read Turkish: the notice of a new message is written in it whatever the page's language. */
export const SHOP_LOCALE: Locale = 'tr';

/** The mail that tells the shop a shopper wrote through the contact form; replying answers the shopper. */
export function contactNotification(to: string, notice: ContactNotice): OutgoingMail {
  const t = translator(SHOP_LOCALE);
  const subjectLabel = t(`contact.subjects.${notice.subject}`);
  const rows: [string, string][] = [
    [t('mail.contact.name'), notice.nameSurname],
    [t('mail.contact.email'), notice.email],
    [t('mail.contact.phone'), notice.phone],
    [t('mail.contact.subjectLabel'), subjectLabel],
    [t('mail.contact.language'), t(`language.${notice.senderLocale}`)],
    [t('mail.contact.reference'), String(notice.id)],
  ];
  const intro = t('mail.contact.intro');
  const messageLabel = t('mail.contact.message');
  const text = [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', `${messageLabel}:`, notice.message].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<table>',
    ...rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<h2>${escapeHtml(messageLabel)}</h2>`,
    textToHtml(notice.message),
  ].join('\n');
  return {
    to,
    replyTo: notice.email,
    // A header is one line, whatever was typed into the name.
    subject: t('mail.contact.subject', { subject: subjectLabel, name: notice.nameSurname.replace(/\s+/g, ' ') }),
    text,
    html,
    locale: SHOP_LOCALE,
  };
}
