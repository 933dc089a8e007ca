import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client';
import { configuredOrigin, isPublicOrigin } from '../http/origin';
import { installationSecret } from '../services/installation-secrets';

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
 * How this shop takes cards: PayTR with its credentials; otherwise the built-in sandbox (test
 * payments, no money moves), except on a production server with a public SITE_URL, where a
 * sandbox would sell for free unless someone asks for it by name (PAYTR_SANDBOX=true); there card
 * payments are refused and bank transfer stays.
 */
export type CardMode = 'paytr' | 'sandbox' | 'off';

type Env = Record<string, string | undefined>;

const credentialsOf = (env: Env) => {
  const merchantId = env.PAYTR_MERCHANT_ID?.trim();
  const merchantKey = env.PAYTR_MERCHANT_KEY?.trim();
  const merchantSalt = env.PAYTR_MERCHANT_SALT?.trim();
  return merchantId && merchantKey && merchantSalt ? { merchantId, merchantKey, merchantSalt } : null;
};

export function cardMode(env: Env = process.env): CardMode {
  if (credentialsOf(env)) return 'paytr';
  if (env.PAYTR_SANDBOX?.trim() === 'true') return 'sandbox';
  return env.NODE_ENV === 'production' && isPublicOrigin(configuredOrigin(env)) ? 'off' : 'sandbox';
}

/** Said once at a production start: how cards are taken when it is not PayTR, and how to change it. */
export function announceCardMode(env: Env = process.env, log: (message: string) => void = console.warn) {
  if (env.NODE_ENV !== 'production') return;
  const mode = cardMode(env);
  if (mode === 'off') {
    log('[vitrin] card payments are off: SITE_URL is public and no PayTR credentials are set (PAYTR_MERCHANT_ID, PAYTR_MERCHANT_KEY, PAYTR_MERCHANT_SALT); bank transfer only. PAYTR_SANDBOX=true would take test payments instead.');
  } else if (mode === 'sandbox') {
    log('[vitrin] card payments go to the built-in PayTR sandbox: test payments, no money moves. Set PAYTR_MERCHANT_ID, PAYTR_MERCHANT_KEY and PAYTR_MERCHANT_SALT for real ones.');
  }
}

/** The sandbox's merchant number (not a secret: PayTR's are printed on its panel too). */
export const SANDBOX_MERCHANT_ID = '100000';

/** The sandbox's key and salt: random per installation, kept in the database (never published). */
export async function sandboxCredentials(db: Db): Promise<Pick<PaytrConfig, 'merchantId' | 'merchantKey' | 'merchantSalt'>> {
  const [merchantKey, merchantSalt] = await Promise.all([installationSecret(db, 'paytr-sandbox-key'), installationSecret(db, 'paytr-sandbox-salt')]);
  return { merchantId: SANDBOX_MERCHANT_ID, merchantKey, merchantSalt };
}

/**
 * PAYTR_MERCHANT_ID, PAYTR_MERCHANT_KEY and PAYTR_MERCHANT_SALT (all three) switch to PayTR;
 * PAYTR_TEST_MODE=1 keeps its test mode. Without them the sandbox's own credentials, or null when
 * card payments are off (cardMode).
 */
export async function paytrConfig(db: Db, env: Env = process.env): Promise<PaytrConfig | null> {
  const live = credentialsOf(env);
  if (live) return { ...live, testMode: ['1', 'true'].includes(env.PAYTR_TEST_MODE?.trim() ?? ''), sandbox: false };
  if (cardMode(env) === 'off') return null;
  return { ...(await sandboxCredentials(db)), testMode: true, sandbox: true };
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
