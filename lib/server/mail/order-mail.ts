import { addressLines, type PostalAddress } from '@/lib/shop/address-lines';
import type { Locale } from '@/lib/shop/locale';
import { formatMoney, type Currency } from '@/lib/shop/money';
import type { OutgoingMail } from '../services/outbox';
import { escapeHtml, textToHtml } from './html';
import { mailText } from './texts';

export interface OrderMail {
  email: string;
  name: string;
  orderNo: string;
  currency: Currency;
  total: number;
  lines: { title: string; quantity: number; lineTotal: number }[];
  /** Where it goes: written in its country's order, the country named in the mail's language. */
  delivery: PostalAddress;
  /** A bank transfer's account and deadline; absent for a paid card order. */
  bank?: { bankName: string; accountHolder: string; branch: string; iban: string; deadline: Date } | null;
}

const deadlineText = (deadline: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(deadline);

/**
 * The order confirmation, in the order's language: its number, what was bought, the total and the
 * currency charged, and the delivery address in its country's order; for a bank transfer the
 * account, the number to write in the description and the 1-business-day rule.
 */
export function orderMail(order: OrderMail, locale: Locale): OutgoingMail {
  const t = mailText(locale);
  const money = (value: number) => formatMoney(value, order.currency);
  const greeting = t('order.greeting', { name: order.name.replace(/\s+/g, ' ') });
  const lines = order.lines.map((line) => `${line.quantity} × ${line.title} — ${money(line.lineTotal)}`);
  const paragraphs: string[][] = [[t('order.received', { orderNo: order.orderNo })]];
  if (order.bank) {
    const { bank } = order;
    paragraphs.push(
      [t('order.bankIntro', { total: money(order.total), orderNo: order.orderNo })],
      [bank.bankName, bank.accountHolder, bank.branch, bank.iban].filter(Boolean),
      [t('order.bankDeadline', { deadline: deadlineText(bank.deadline, locale) })],
    );
  } else {
    paragraphs.push([t('order.paid')]);
  }
  const currencyName = new Intl.DisplayNames([locale], { type: 'currency' }).of(order.currency) ?? order.currency;
  paragraphs.push(
    [t('order.lines'), ...lines, t('order.total', { total: money(order.total) }), t('order.charged', { currency: currencyName, code: order.currency })],
    [t('order.deliveryTo'), ...addressLines(order.delivery, locale)],
  );
  const signOff = t('order.signOff');
  const text = [greeting, ...paragraphs.map((paragraph) => paragraph.join('\n')), signOff].join('\n\n');
  const html = [
    `<div lang="${locale}">`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${paragraph.map(escapeHtml).join('<br>')}</p>`),
    textToHtml(signOff),
    '</div>',
  ].join('\n');
  return { to: order.email, subject: t('order.subject', { orderNo: order.orderNo }), text, html, locale };
}
