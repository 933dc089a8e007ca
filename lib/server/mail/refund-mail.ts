import type { Locale } from '@/lib/shop/locale';
import type { OutgoingMail } from '../services/outbox';
import { escapeHtml, textToHtml } from './html';
import { mailText } from './texts';

/**
 * The receipt of a refund request, in the language the member asked in: which order, what happens
 * next. The account is named by its last digits only; a mail travels further than the page.
 */
export function refundReceiptMail(to: { email: string; name: string }, order: { orderNo: string; ibanEnd: string }, locale: Locale): OutgoingMail {
  const t = mailText(locale);
  const greeting = t('receipt.greeting', { name: to.name.replace(/\s+/g, ' ') });
  const body = t('refundRequest.body', { orderNo: order.orderNo, ibanEnd: order.ibanEnd });
  const signOff = t('receipt.signOff');
  const html = [`<div lang="${locale}">`, `<p>${escapeHtml(greeting)}</p>`, `<p>${escapeHtml(body)}</p>`, textToHtml(signOff), '</div>'].join('\n');
  return { to: to.email, subject: t('refundRequest.subject', { orderNo: order.orderNo }), text: [greeting, '', body, '', signOff].join('\n'), html, locale };
}

/** The answer to a refund request, in the order's language: approved with the bank's reference, or refused with the reason. */
export function refundAnswerMail(
  to: { email: string; name: string },
  order: { orderNo: string; orderId: number },
  answer: { approved: true; bankReference: string; ibanEnd: string } | { approved: false; reason: string },
  locale: Locale,
): OutgoingMail {
  const t = mailText(locale);
  const greeting = t('receipt.greeting', { name: to.name.replace(/\s+/g, ' ') });
  const body = answer.approved
    ? t('refundApproved.body', { orderNo: order.orderNo, reference: answer.bankReference, ibanEnd: answer.ibanEnd })
    : t('refundRejected.body', { orderNo: order.orderNo, reason: answer.reason });
  const signOff = t('receipt.signOff');
  const html = [`<div lang="${locale}">`, `<p>${escapeHtml(greeting)}</p>`, textToHtml(body), textToHtml(signOff), '</div>'].join('\n');
  const subject = t(answer.approved ? 'refundApproved.subject' : 'refundRejected.subject', { orderNo: order.orderNo });
  return { to: to.email, subject, text: [greeting, '', body, '', signOff].join('\n'), html, locale, orderId: order.orderId };
}
