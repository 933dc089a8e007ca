import { parse as parseContentType } from 'content-type';
import { serialize } from 'cookie';
import { browserLocale } from '@/lib/shop/locale-resolution';
import type { Locale } from '@/lib/shop/locale';
import { OPERATOR_COOKIE } from '../auth/operator-session';
import { SESSION_COOKIE } from '../auth/session';
import { callerCountry } from './caller-country';
import { callerOrigin } from '../http/origin';
import { isCrossSiteMemberCall } from './cross-site';
import type { CookieToSet } from './cookie';
import type { Endpoint } from './endpoint';
import { issueMessage } from './messages';
import { registry } from './registry';
import { execute, failure, isEndpointName, type Outcome } from './execute';

/** Larger bodies are refused before they are read into memory, unless the entry declares its own limit. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A call as the dispatcher needs it, whatever carried it (the Node server, a test). */
export interface ApiRequest {
  method: string;
  /** A request header by its lower-case name. */
  header(name: string): string | undefined;
  cookie(name: string): string | undefined;
  /** The body as text, or null once it passes `limit` bytes (the rest is not read). */
  body(limit: number): Promise<string | null>;
  /** The caller's address as the server guard found it. */
  ip: string;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  /** Set-Cookie lines. */
  cookies: string[];
  body: string;
}

const serializeCookie = ({ name, value, maxAge, httpOnly, sameSite = 'lax' }: CookieToSet) =>
  serialize(name, value, { maxAge, httpOnly, sameSite, path: '/', secure: process.env.NODE_ENV === 'production' && process.env.COOKIE_SECURE !== 'false' });

const respond = ({ status, envelope, headers }: Outcome, cookies: CookieToSet[] = []): ApiResponse => ({
  status,
  headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  cookies: cookies.map(serializeCookie),
  body: JSON.stringify(envelope),
});

/**
 * JSON only, in any case and with parameters; anything else, or no type, is 415. A page of another
 * site can post text/plain, a form's types or an untyped body without asking (no CORS preflight),
 * but not application/json.
 */
function acceptsBody(header: string | undefined): boolean {
  if (!header) return false;
  try {
    return parseContentType(header, { parameters: false }).type.toLowerCase() === 'application/json';
  } catch {
    return false;
  }
}

/** A 413; for a call carrying a file, with the field's own message (the file is too large) beside it. */
function tooLarge({ oversizeIssue }: Endpoint, locale: Locale): Outcome {
  if (!oversizeIssue) return failure('payload_too_large', locale);
  const message = issueMessage(locale, oversizeIssue);
  return failure('payload_too_large', locale, { message, fields: { [oversizeIssue.field]: message } });
}

/** The methods the API answers: its calls are POST; OPTIONS says so. */
export const ALLOW = 'POST';

/** POST /api/<endpoint>: envelope in, envelope out; no endpoint handles HTTP itself. */
export async function dispatch(request: ApiRequest, name: string): Promise<ApiResponse> {
  const locale = browserLocale(request.header('accept-language') ?? null);
  if (request.method === 'OPTIONS') return { status: 204, headers: { Allow: ALLOW }, cookies: [], body: '' };
  if (request.method !== 'POST') {
    const response = respond(failure('method_not_allowed', locale));
    response.headers.Allow = ALLOW;
    return response;
  }
  if (!isEndpointName(name)) return respond(failure('unknown_endpoint', locale));
  if (!acceptsBody(request.header('content-type'))) return respond(failure('unsupported_media_type', locale));
  const entry = registry[name] as Endpoint;
  if (isCrossSiteMemberCall(request, entry.startsSession)) return respond(failure('cross_site_request', locale));

  const limit = entry.maxBodyBytes ?? MAX_BODY_BYTES;
  const text = Number(request.header('content-length') ?? 0) > limit ? null : await request.body(limit);
  if (text === null) return respond(tooLarge(entry, locale));
  let body: unknown;
  try {
    body = text.trim() ? JSON.parse(text) : {};
  } catch {
    return respond(failure('bad_json', locale));
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return respond(failure('bad_envelope', locale));
  const data = (body as { data?: unknown }).data ?? {};
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return respond(failure('bad_envelope', locale));

  const cookies: CookieToSet[] = [];
  const outcome = await execute(name, data, {
    locale,
    sessionToken: request.cookie(SESSION_COOKIE),
    operatorToken: request.cookie(OPERATOR_COOKIE),
    ip: request.ip,
    origin: callerOrigin((header) => request.header(header)),
    country: callerCountry((header) => request.header(header)),
    setCookie: (cookie) => cookies.push(cookie),
  });
  return respond(outcome, cookies);
}
