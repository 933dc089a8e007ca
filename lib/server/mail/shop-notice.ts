import type { OutgoingMail } from '../services/outbox';
import { escapeHtml, textToHtml } from './html';
import { SHOP_LOCALE } from './texts';

export interface ShopNotice {
  subject: string;
  /** Whom a reply goes to (the sender, the customer). */
  replyTo: string;
  intro: string;
  /** Label and value lines, shown as a table in the HTML part. */
  rows: [label: string, value: string][];
  /** What the sender wrote, under its heading, when there is any. */
  message?: { label: string; text: string };
}

/** A notice to the shop's address, in text and HTML (in the shop's language, SHOP_LOCALE): the intro, the rows, then the sender's message. */
export function shopNoticeMail(to: string, { subject, replyTo, intro, rows, message }: ShopNotice): OutgoingMail {
  const text = [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`), ...(message?.text ? ['', `${message.label}:`, message.text] : [])].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<table>',
    ...rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    ...(message?.text ? [`<h2>${escapeHtml(message.label)}</h2>`, textToHtml(message.text)] : []),
  ].join('\n');
  return { to, replyTo, subject, text, html, locale: SHOP_LOCALE };
}
