import { formatMoney, type Currency } from '@/lib/shop/money';
import type { OutgoingMail } from '../services/outbox';
import { translator } from '../translate';
import { shopNoticeMail } from './shop-notice';
import { SHOP_LOCALE } from './texts';

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
  return shopNoticeMail(to, {
    subject: t('mail.paymentAlert.subject', { orderNo: alert.orderNo }),
    replyTo: alert.customerEmail,
    intro: body,
    rows: [
      [t('mail.paymentAlert.customer'), alert.customerEmail],
      [t('mail.paymentAlert.reference'), String(alert.notificationId)],
    ],
  });
}
