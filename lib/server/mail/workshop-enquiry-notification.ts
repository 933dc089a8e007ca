import type { Locale } from '@/lib/shop/locale';
import type { OutgoingMail } from '../services/outbox';
import { translator } from '../translate';
import { SHOP_LOCALE } from './contact-notification';
import { escapeHtml, textToHtml } from './html';

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
  const rows: [string, string][] = [
    [t('mail.workshopEnquiry.workshop'), notice.workshop],
    [t('mail.workshopEnquiry.seats'), String(notice.seats)],
    [t('mail.contact.name'), notice.nameSurname],
    [t('mail.contact.email'), notice.email],
    [t('mail.contact.phone'), notice.phone],
    [t('mail.contact.language'), t(`language.${notice.senderLocale}`)],
    [t('mail.contact.reference'), String(notice.id)],
  ];
  const intro = t('mail.workshopEnquiry.intro');
  const messageLabel = t('mail.contact.message');
  const message = notice.message ? ['', `${messageLabel}:`, notice.message] : [];
  const text = [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`), ...message].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<table>',
    ...rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    ...(notice.message ? [`<h2>${escapeHtml(messageLabel)}</h2>`, textToHtml(notice.message)] : []),
  ].join('\n');
  return {
    to,
    replyTo: notice.email,
    // A header is one line, whatever was typed into the name.
    subject: t('mail.workshopEnquiry.subject', { workshop: notice.workshop, name: notice.nameSurname.replace(/\s+/g, ' ') }),
    text,
    html,
    locale: SHOP_LOCALE,
  };
}
