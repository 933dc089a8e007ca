import type { Envelope } from '@/lib/shop/envelope';
import type { Locale } from '@/lib/shop/locale';
import { languageIdOf, localeOfLanguageId } from '@/lib/shop/locale';
import { readOperatorSession, type OperatorActor } from '../auth/operator-session';
import { readSession } from '../auth/session';
import { roleAllows } from '@/lib/shop/operators/roles';
import { getDb, type Db } from '../db/client';
import { siteOrigin } from '../http/origin';
import { ApiError, RateLimitedError, type ErrorCode } from '../errors';
import { enforceRateLimits } from './rate-limits';
import type { CookieToSet } from './cookie';
import { Reply, type Endpoint } from './endpoint';
import { errorMessage, noticeMessage } from './messages';
import { registry, type EndpointName } from './registry';
import { validateInput } from './validate';

export interface CallOptions {
  /** Accept-Language's choice; a LanguageId in the data wins (spec 01 §7). */
  locale: Locale;
  /** The session cookie's token, as the browser sent it: resolved here, and only here, into the member. */
  sessionToken?: string | null;
  /** The operator cookie's token: resolved here, only for 'operator' calls. */
  operatorToken?: string | null;
  ip?: string;
  /** Where this caller reached the shop (the HTTP dispatcher); the site's origin otherwise. */
  origin?: string;
  /** The caller's country from the request's headers (the HTTP dispatcher); unknown otherwise. */
  country?: string | null;
  /** A page rendered in an editor's preview (lib/server/preview.ts); never set by the HTTP dispatcher. */
  preview?: boolean;
  setCookie?: (cookie: CookieToSet) => void;
}

export interface Outcome {
  status: number;
  envelope: Envelope;
  headers?: Record<string, string>;
}

export const isEndpointName = (name: string): name is EndpointName => Object.hasOwn(registry, name);

/** The language of the answer: the data's LanguageId when valid, otherwise the caller's header. */
export function callLocale(data: unknown, fallback: Locale): Locale {
  const id = (data as { LanguageId?: unknown } | null)?.LanguageId;
  return id === 1 || id === 2 || id === '1' || id === '2' ? localeOfLanguageId(Number(id)) : fallback;
}

/**
 * The operator an 'operator' call runs for: none is 401, a shopper (or nobody with a role that
 * fits) 403, and an operator with setup left may only make the setup calls.
 */
async function operatorFor(entry: Endpoint, db: Db, options: CallOptions, shopper: boolean): Promise<OperatorActor> {
  const operator = await readOperatorSession(db, options.operatorToken);
  if (!operator) throw new ApiError(shopper ? 'forbidden' : 'login_required');
  if (operator.pendingSetup && !entry.duringSetup) throw new ApiError('operator_setup_required');
  if (!roleAllows(operator.role, entry.roles ?? [])) throw new ApiError('forbidden');
  return operator;
}

export function failure(code: ErrorCode, locale: Locale, details?: ApiError['details']): Outcome {
  const error = new ApiError(code, details);
  return {
    status: error.status,
    envelope: {
      succeeded: false,
      message: details?.message || errorMessage(locale, code),
      data: null,
      code,
      ...(details?.fields ? { errors: details.fields } : {}),
    },
  };
}

/** One call, whoever makes it (HTTP dispatcher or a server component): auth → schema → handler → revalidation → envelope. */
export async function execute(name: EndpointName, data: unknown, options: CallOptions): Promise<Outcome> {
  const entry = registry[name];
  const locale = callLocale(data, options.locale);
  try {
    const db = await getDb();
    const setCookie = options.setCookie ?? (() => undefined);
    const session = await readSession(db, options.sessionToken);
    if (session?.renewal) setCookie(session.renewal);
    const user = session?.user ?? null;
    if (entry.auth === 'member' && !user) throw new ApiError('login_required');
    const operator = entry.auth === 'operator' ? await operatorFor(entry, db, options, Boolean(user)) : null;
    const input = await validateInput(entry.input, data ?? {}, locale);
    if ('rateLimit' in entry && options.ip) await enforceRateLimits(name, entry.rateLimit, input, options.ip);
    const result = await entry.handler(input as never, { db, locale, languageId: languageIdOf(locale), user, operator, ip: options.ip ?? '', origin: options.origin ?? siteOrigin(), country: options.country ?? null, preview: options.preview ?? false, setCookie });
    const reply = result instanceof Reply ? result : new Reply(result);
    return { status: 200, envelope: { succeeded: true, message: reply.message ? noticeMessage(locale, reply.message) : '', data: reply.data ?? null } };
  } catch (error) {
    if (error instanceof RateLimitedError) return { ...failure(error.code, locale), headers: { 'Retry-After': String(error.retryAfterSeconds) } };
    if (error instanceof ApiError) return failure(error.code, locale, error.details);
    console.error(`[api] ${name} failed`, error);
    return failure('unexpected', locale);
  }
}
