import { formatMoney, type Currency } from '@/lib/shop/money';
import type { OutgoingMail } from '../services/outbox';
import { translator } from '../translate';
import { SHOP_LOCALE } from './contact-notification';
import { escapeHtml } from './html';

export interface PaymentAlert {
  /** A success for an order no longer awaiting payment, or a success for another amount than the order's total. */
  kind: 'late' | 'amount';
  orderNo: string;
  /** The order's state label when it happened. */
  status: string;
  currency: Currency;
  total: number;
  paid: number | null;
  customerEmail: string;
  notificationId: number;
}

/** Tells the shop's people (in Turkish, as every notice to the shop) of a payment that needs a person: money arrived that no order took. */
export function paymentAlertMail(to: string, alert: PaymentAlert): OutgoingMail {
  const t = translator(SHOP_LOCALE);
  const money = (value: number) => formatMoney(value, alert.currency);
  const body =
    alert.kind === 'late'
      ? t('mail.paymentAlert.late', { orderNo: alert.orderNo, status: alert.status })
      : t('mail.paymentAlert.amount', { orderNo: alert.orderNo, paid: alert.paid == null ? '?' : money(alert.paid), total: money(alert.total) });
  const rows: [string, string][] = [
    [t('mail.paymentAlert.customer'), alert.customerEmail],
    [t('mail.paymentAlert.reference'), String(alert.notificationId)],
  ];
  return {
    to,
    replyTo: alert.customerEmail,
    subject: t('mail.paymentAlert.subject', { orderNo: alert.orderNo }),
    text: [body, '', ...rows.map(([label, value]) => `${label}: ${value}`)].join('\n'),
    html: [`<p>${escapeHtml(body)}</p>`, '<table>', ...rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`), '</table>'].join('\n'),
    locale: SHOP_LOCALE,
  };
}
