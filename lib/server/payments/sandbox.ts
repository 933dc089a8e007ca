import 'server-only';
import { randomBytes } from 'node:crypto';
import { isLocale, type Locale } from '@/lib/shop/locale';
import { isLuhn } from '@/lib/shop/checkout/identity';
import { expiryInFuture } from '@/lib/shop/validation/checkout';
import { translator } from '../translate';
import { callbackHash, cardMode, paytrToken, sameSignature, type PaytrConfig, type TokenFields } from './paytr';
import { sandboxSessions, type SandboxSession } from './sandbox-sessions';

type Credentials = Pick<PaytrConfig, 'merchantId' | 'merchantKey' | 'merchantSalt'>;

/**
 * The sandbox plays PayTR's part while the shop has no PayTR credentials: it takes the same form
 * post (card fields included), checks the token, shows a 3-D Secure page, then sends PayTR's
 * notification to the shop and sends the browser back. It keeps no card number: only the outcome
 * the card would have and a masked number, for a few minutes: in this process's memory, or in Redis
 * when REDIS_URL is set, since the 3-D Secure page and the decision may reach different workers.
 */

/** PayTR's published test cards for the direct API (dev.paytr.com, "Test Kart Bilgileri"): CVV 000, any future expiry. */
export const TEST_CARDS: readonly string[] = ['4355084355084358', '5406675406675403', '9792030394440796'];
const TEST_CVV = '000';

const SESSION_TTL_MS = 10 * 60 * 1000;

export const sandboxEnabled = () => cardMode() === 'sandbox';

/** The form's fields PayTR signs, as posted. */
const signedFields = (form: Record<string, string>): TokenFields => ({
  merchant_id: form.merchant_id ?? '',
  user_ip: form.user_ip ?? '',
  merchant_oid: form.merchant_oid ?? '',
  email: form.email ?? '',
  payment_amount: form.payment_amount ?? '',
  payment_type: form.payment_type ?? '',
  installment_count: form.installment_count ?? '',
  currency: form.currency ?? '',
  test_mode: form.test_mode ?? '',
  non_3d: form.non_3d ?? '',
});

const masked = (digits: string) => (digits.length >= 10 ? `${digits.slice(0, 4)} ${digits.slice(4, 6)}** **** ${digits.slice(-4)}` : '****');

export type SandboxStart = { ok: true; id: string; session: SandboxSession } | { ok: false; locale: Locale; reason: 'badToken' | 'badBuyer' };

/** PayTR's currencies and its limits on the buyer's fields: an international address and phone must fit them as a Turkish one does. */
const PAYTR_CURRENCIES = ['TL', 'USD', 'EUR', 'GBP', 'RUB'];
const buyerFieldsFit = (form: Record<string, string>) =>
  PAYTR_CURRENCIES.includes(form.currency ?? '') &&
  /^\+?\d{7,19}$/.test(form.user_phone ?? '') &&
  (form.user_address ?? '').trim().length > 0 && (form.user_address ?? '').length <= 400 &&
  (form.user_name ?? '').trim().length > 0 && (form.user_name ?? '').length <= 60;

/** The browser's post, as PayTR's page would take it: the token must verify; the card is judged, then dropped. */
export async function startSandbox(form: Record<string, string>, credentials: Credentials, now = Date.now()): Promise<SandboxStart> {
  const locale: Locale = isLocale(form.client_lang) ? form.client_lang : 'tr';
  if (!sameSignature(paytrToken(credentials, signedFields(form)), form.paytr_token ?? '') || form.merchant_id !== credentials.merchantId) {
    return { ok: false, locale, reason: 'badToken' };
  }
  if (!buyerFieldsFit(form)) return { ok: false, locale, reason: 'badBuyer' };
  const digits = (form.card_number ?? '').replace(/\D/g, '');
  const month = (form.expiry_month ?? '').padStart(2, '0');
  const year = (form.expiry_year ?? '').slice(-2);
  const t = translator(locale);
  let declineReason: string | null = null;
  if (!TEST_CARDS.includes(digits) || !isLuhn(digits) || form.cvv !== TEST_CVV) declineReason = t('paymentSandbox.notTestCard');
  else if (!/^(0[1-9]|1[0-2])$/.test(month) || !/^\d{2}$/.test(year) || !expiryInFuture(month, year, new Date(now))) declineReason = t('paymentSandbox.cardExpired');
  // Everything but the card: the card number, its CVV, expiry and holder go no further than this line.
  const fields = Object.fromEntries(Object.entries(form).filter(([key]) => !['card_number', 'cvv', 'expiry_month', 'expiry_year', 'cc_owner'].includes(key)));
  const id = randomBytes(16).toString('hex');
  const session = { fields, locale, maskedCard: masked(digits), declineReason, expiresAt: now + SESSION_TTL_MS };
  await sandboxSessions().put(id, session, now);
  return { ok: true, id, session };
}

/** A session's decision, once: the notification PayTR would send and where the browser goes. */
export async function decide(id: string, approve: boolean, credentials: Credentials, now = Date.now()) {
  const session = await sandboxSessions().take(id);
  if (!session || session.expiresAt <= now) return null;
  const { fields } = session;
  const success = approve && session.declineReason === null;
  const [whole, fraction = ''] = (fields.payment_amount ?? '0').split('.');
  const totalAmount = String(Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)));
  const status = success ? 'success' : 'failed';
  const notification: Record<string, string> = {
    merchant_oid: fields.merchant_oid ?? '',
    status,
    total_amount: totalAmount,
    hash: callbackHash(credentials, { merchant_oid: fields.merchant_oid ?? '', status, total_amount: totalAmount }),
    test_mode: '1',
    payment_type: 'card',
    currency: fields.currency ?? 'TL',
    payment_amount: totalAmount,
  };
  if (!success) {
    // PayTR's codes: 6 the shopper gave up at 3-D Secure, 0 the card or bank refused.
    notification.failed_reason_code = approve ? '0' : '6';
    notification.failed_reason_msg = approve ? session.declineReason! : translator(session.locale)('paymentSandbox.declinedByShopper');
  }
  return { notification, success, okUrl: fields.merchant_ok_url ?? '', failUrl: fields.merchant_fail_url ?? '', locale: session.locale };
}
