import { createHmac, timingSafeEqual } from 'node:crypto';

/** PayTR's direct API page, where the browser posts the hidden form with the card fields. */
export const PAYTR_ACTION = 'https://www.paytr.com/odeme';

export interface PaytrConfig {
  merchantId: string;
  merchantKey: string;
  merchantSalt: string;
  testMode: boolean;
  /** True when no credentials are set: the shop plays PayTR's part itself. */
  sandbox: boolean;
}

/**
 * The sandbox's fixed credentials. They sign only what the sandbox itself checks; nothing outside
 * this shop accepts them, so they can be public.
 */
export const SANDBOX_CREDENTIALS = { merchantId: '100000', merchantKey: 'vitrin-sandbox-key', merchantSalt: 'vitrin-sandbox-salt' } as const;

/** PAYTR_MERCHANT_ID, PAYTR_MERCHANT_KEY and PAYTR_MERCHANT_SALT (all three) switch to PayTR; PAYTR_TEST_MODE=1 keeps its test mode. */
export function paytrConfig(env: NodeJS.ProcessEnv = process.env): PaytrConfig {
  const merchantId = env.PAYTR_MERCHANT_ID?.trim();
  const merchantKey = env.PAYTR_MERCHANT_KEY?.trim();
  const merchantSalt = env.PAYTR_MERCHANT_SALT?.trim();
  if (merchantId && merchantKey && merchantSalt) {
    return { merchantId, merchantKey, merchantSalt, testMode: ['1', 'true'].includes(env.PAYTR_TEST_MODE?.trim() ?? ''), sandbox: false };
  }
  return { ...SANDBOX_CREDENTIALS, testMode: true, sandbox: true };
}

const hmac = (key: string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest('base64');

/** The fields PayTR's token signs, in its order. */
export interface TokenFields {
  merchant_id: string;
  user_ip: string;
  merchant_oid: string;
  email: string;
  payment_amount: string;
  payment_type: string;
  installment_count: string;
  currency: string;
  test_mode: string;
  non_3d: string;
}

/** paytr_token = base64(HMAC-SHA256(key, merchant_id + user_ip + merchant_oid + email + payment_amount + payment_type + installment_count + currency + test_mode + non_3d + salt)). */
export function paytrToken(config: Pick<PaytrConfig, 'merchantKey' | 'merchantSalt'>, f: TokenFields): string {
  const text = f.merchant_id + f.user_ip + f.merchant_oid + f.email + f.payment_amount + f.payment_type + f.installment_count + f.currency + f.test_mode + f.non_3d;
  return hmac(config.merchantKey, text + config.merchantSalt);
}

/** The notification's hash = base64(HMAC-SHA256(key, merchant_oid + salt + status + total_amount)). */
export function callbackHash(config: Pick<PaytrConfig, 'merchantKey' | 'merchantSalt'>, f: { merchant_oid: string; status: string; total_amount: string }): string {
  return hmac(config.merchantKey, f.merchant_oid + config.merchantSalt + f.status + f.total_amount);
}

/** Compares two base64 signatures in constant time (a timing difference must not leak how much of a forgery matched). */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** PayTR's amounts on the form: a decimal with a dot ("1037.70"), from integer minor units. */
export const paytrAmount = (minorUnits: number) => `${Math.trunc(minorUnits / 100)}.${String(minorUnits % 100).padStart(2, '0')}`;

/** PayTR names Turkish lira "TL". */
export const paytrCurrency = (currency: 'TRY' | 'USD') => (currency === 'TRY' ? 'TL' : 'USD');
