import { alias } from 'drizzle-orm/pg-core';
import { formatMoney, type Currency } from '@/lib/shop/money';
import type { Locale } from '@/lib/shop/locale';
import { isOrderStatus, refundOffered } from '@/lib/shop/orders/status';
import { orders, orderStatuses, type PaymentType } from '../../db/schema';
import { translator } from '../../translate';
import { pick } from '../localized';

/** The label of an order's previous state (status 11 shows it beside its own). */
export const previousStatuses = alias(orderStatuses, 'previous_statuses');

/** The columns a list card and the detail both show. */
export const summaryColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  createdAt: orders.createdAt,
  currency: orders.currency,
  status: orders.status,
  rejectReason: orders.rejectReason,
  paymentType: orders.paymentType,
  productTotal: orders.productTotal,
  cargoPrice: orders.cargoPrice,
  total: orders.total,
  statusTr: orderStatuses.nameTr,
  statusEn: orderStatuses.nameEn,
  previousTr: previousStatuses.nameTr,
  previousEn: previousStatuses.nameEn,
};

type SummaryRow = {
  id: number;
  orderNo: string;
  createdAt: Date;
  currency: string;
  status: number;
  rejectReason: string | null;
  paymentType: PaymentType;
  productTotal: number;
  cargoPrice: number;
  total: number;
  statusTr: string;
  statusEn: string;
  previousTr: string | null;
  previousEn: string | null;
};

const dateFormats = {
  tr: new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Istanbul' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Istanbul' }),
};

/** A moment in the shopper's language, on the shop's clock (Türkiye), e.g. "25 Kasım 2026 17:04". */
export const dateText = (date: Date, locale: Locale) => dateFormats[locale].format(date);

/** An order's money is in the currency it was paid in, whatever language the shopper reads it in now. */
export const moneyOf = (currency: string) => (minor: number) => formatMoney(minor, currency as Currency);

export const paymentTypeText = (type: PaymentType, locale: Locale) => translator(locale)(type === 'card' ? 'orders.paymentCard' : 'orders.paymentBank');

/** An order as a card of the list shows it (spec 02 §3 Order), labels in the caller's language. */
export function orderSummary(row: SummaryRow, productCount: number, locale: Locale) {
  const money = moneyOf(row.currency);
  return {
    OrderId: row.id,
    OrderNo: row.orderNo,
    Date: row.createdAt.toISOString(),
    DateStr: dateText(row.createdAt, locale),
    ProductCount: productCount,
    TotalProductPriceStr: money(row.productTotal),
    PriceStr: money(row.total),
    CargoPriceStr: money(row.cargoPrice),
    PaymentType: row.paymentType,
    PaymentTypeStr: paymentTypeText(row.paymentType, locale),
    Status: row.status,
    StatueStr: pick(row, 'status', locale),
    PreviousStatueStr: pick(row, 'previous', locale),
    RejectReason: row.rejectReason,
    IsRefundable: isOrderStatus(row.status) && refundOffered(row.status),
  };
}

export type OrderSummary = ReturnType<typeof orderSummary>;
