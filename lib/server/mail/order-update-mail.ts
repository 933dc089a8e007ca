import type { Locale } from '@/lib/shop/locale';
import type { OutgoingMail } from '../services/outbox';
import { escapeHtml, textToHtml } from './html';
import { mailText } from './texts';

export type OrderUpdate =
  | { kind: 'paid'; amount: string }
  | { kind: 'shipped'; carrier: string; trackingNumber: string; url: string }
  | { kind: 'rejected'; reason: string }
  | { kind: 'cancelled'; reason: string | null };

interface OrderUpdateMail {
  orderId: number;
  email: string;
  name: string;
  orderNo: string;
  /** The order's page on the shop (members; a guest has none). */
  orderUrl: string | null;
}

/** Each paragraph of the update: what happened, and for a shipment where to follow it. */
function paragraphsOf(update: OrderUpdate, orderNo: string, t: ReturnType<typeof mailText>): string[] {
  switch (update.kind) {
    case 'paid':
      return [t('orderUpdate.paid.body', { orderNo, amount: update.amount })];
    case 'shipped':
      return [t('orderUpdate.shipped.body', { orderNo, carrier: update.carrier, trackingNumber: update.trackingNumber }), t('orderUpdate.shipped.track', { url: update.url })];
    case 'rejected':
      return [t('orderUpdate.rejected.body', { orderNo, reason: update.reason })];
    case 'cancelled':
      return [t('orderUpdate.cancelled.body', { orderNo }), ...(update.reason ? [t('orderUpdate.cancelled.reason', { reason: update.reason })] : []), t('orderUpdate.cancelled.refund')];
  }
}

/** The shopper's mail about an operator's move of their order, in the order's language, tied to the order. */
export function orderUpdateMail(order: OrderUpdateMail, update: OrderUpdate, locale: Locale): OutgoingMail & { orderId: number } {
  const t = mailText(locale);
  const greeting = t('orderUpdate.greeting', { name: order.name.replace(/\s+/g, ' ') });
  const paragraphs = [...paragraphsOf(update, order.orderNo, t), ...(order.orderUrl ? [t('orderUpdate.orderLink', { link: order.orderUrl })] : [])];
  const signOff = t('orderUpdate.signOff');
  const text = [greeting, ...paragraphs, signOff].join('\n\n');
  const html = [`<div lang="${locale}">`, `<p>${escapeHtml(greeting)}</p>`, ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`), textToHtml(signOff), '</div>'].join('\n');
  return { to: order.email, subject: t(`orderUpdate.${update.kind}.subject`, { orderNo: order.orderNo }), text, html, locale, orderId: order.orderId };
}
