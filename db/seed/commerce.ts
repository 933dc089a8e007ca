import type { Db } from '@/lib/server/db/client';
import { bankAccounts, discountCodes, orderStatuses } from '@/lib/server/db/schema';
import { insertAll } from './insert';
import { daysAfter, daysBefore } from './time';

/**
 * The numeric order states (spec 02 §4; the set and its transitions are ours, see the README and
 * lib/shop/orders/status.ts) with the labels shoppers see.
 */
const STATUSES: readonly [number, string, string][] = [
  [1, 'Ödeme Bekleniyor', 'Awaiting Payment'],
  [2, 'Ödendi', 'Paid'],
  [3, 'Hazırlanıyor', 'Preparing'],
  [4, 'Kargoya Verildi', 'Shipped'],
  [5, 'Teslim Edildi', 'Delivered'],
  [6, 'İptal Edildi', 'Cancelled'],
  [7, 'İade Talebi Alındı', 'Refund Requested'],
  [8, 'İade Edildi', 'Refunded'],
  [9, 'Ödeme Başarısız', 'Payment Failed'],
  [10, 'Reddedildi', 'Rejected'],
  [11, 'İade Reddedildi', 'Refund Rejected'],
];

/** A Turkish IBAN with valid ISO 13616 check digits around a made-up account number. */
export function turkishIban(bankCode: string, account: string): string {
  const bban = `${bankCode}0${account}`;
  // Letters become numbers (A = 10 … Z = 35); T = 29, R = 27; the check is 98 − (number mod 97).
  const digits = `${bban}292700`;
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `TR${String(98 - remainder).padStart(2, '0')}${bban}`;
}

export async function seedCommerce(db: Db) {
  await insertAll(db, orderStatuses, STATUSES.map(([id, nameTr, nameEn]) => ({ id, nameTr, nameEn })));
  const holder = 'Vitrin Tasarım Mağazacılık A.Ş.';
  await insertAll(db, bankAccounts, [
    { bankName: 'Türkiye İş Bankası', accountHolder: holder, branch: 'Karaköy Şubesi (1042)', iban: turkishIban('00064', '0000110420731958') },
    { bankName: 'Garanti BBVA', accountHolder: holder, branch: 'Galata Şubesi (0376)', iban: turkishIban('00062', '0003760006298417') },
    { bankName: 'Yapı Kredi', accountHolder: holder, branch: 'Tophane Şubesi (0958)', iban: turkishIban('00067', '0100095800573214') },
  ]);
  await insertAll(db, discountCodes, [
    { code: 'HOSGELDIN10', kind: 'percent', percent: 10 },
    { code: 'VITRIN250', kind: 'amount', amountTry: 25_000, amountUsd: 1_000, minTotalTry: 150_000, minTotalUsd: 6_000 },
    { code: 'YAZ2026', kind: 'percent', percent: 15, startsAt: daysBefore(120), endsAt: daysBefore(30) },
    { code: 'ATOLYE20', kind: 'percent', percent: 20, isActive: false, endsAt: daysAfter(60) },
    // Once per customer: a member by account, a guest by e-mail.
    { code: 'ILKSIPARIS15', kind: 'percent', percent: 15, perCustomerLimit: 1 },
  ]);
  return { orderStatuses: STATUSES.length, bankAccounts: 3, discountCodes: 5 };
}
