import type { Locale } from '@/lib/shop/locale';
import type { OutgoingMail } from '../services/outbox';
import { escapeHtml, textToHtml } from './html';
import { mailText } from './texts';

export type ReceiptKind = 'contact' | 'designerApplication' | 'careerApplication' | 'workshopEnquiry';

/**
 * The "we have it" mail to the person who wrote through a form, in the language they wrote in: a
 * greeting, what happens next, a sign-off. It repeats nothing they typed but their name; `about`
 * names what they wrote about (a workshop's title, from the shop's own data).
 */
export function receiptMail(kind: ReceiptKind, to: { email: string; name: string }, locale: Locale, about = ''): OutgoingMail {
  const t = mailText(locale);
  // A greeting is one line, whatever was typed into the name.
  const greeting = t('receipt.greeting', { name: to.name.replace(/\s+/g, ' ') });
  const body = t(`receipt.${kind}.body`, { about });
  const signOff = t('receipt.signOff');
  const html = [`<div lang="${locale}">`, `<p>${escapeHtml(greeting)}</p>`, `<p>${escapeHtml(body)}</p>`, textToHtml(signOff), '</div>'].join('\n');
  return { to: to.email, subject: t(`receipt.${kind}.subject`), text: [greeting, '', body, '', signOff].join('\n'), html, locale };
}
