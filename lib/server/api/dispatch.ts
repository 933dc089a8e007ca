import { parse as parseContentType } from 'content-type';
import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { browserLocale } from '@/lib/shop/locale-resolution';
import { CLIENT_IP_HEADER } from '../http/client-ip.mjs';
import { SESSION_COOKIE } from '../auth/session';
import { isCrossSiteMemberCall } from './cross-site';
import type { CookieToSet, Endpoint } from './endpoint';
import type { Locale } from '@/lib/shop/locale';
import { issueMessage } from './messages';
import { registry } from './registry';
import { execute, failure, isEndpointName, type Outcome } from './execute';

/** Larger bodies are refused before they are read into memory, unless the entry declares its own limit. */
export const MAX_BODY_BYTES = 64 * 1024;

const respond = ({ status, envelope, headers }: Outcome, cookies: CookieToSet[] = []) => {
  const response = NextResponse.json(envelope, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
  for (const { name, value, maxAge, httpOnly } of cookies) {
    response.cookies.set(name, value, { maxAge, httpOnly, sameSite: 'lax', path: '/', secure: process.env.NODE_ENV === 'production' && process.env.COOKIE_SECURE !== 'false' });
  }
  return response;
};

async function readBody(request: NextRequest, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) return null;
  const reader = request.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** JSON, or text/plain (what a page's beacon sends), with any case and parameters; anything else is 415. */
const ACCEPTED_TYPES = new Set(['application/json', 'text/plain']);

function acceptsBody(header: string | null): boolean {
  if (!header) return true;
  try {
    return ACCEPTED_TYPES.has(parseContentType(header, { parameters: false }).type.toLowerCase());
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

/** Every tag a successful write invalidates: pages using it are served once more while they re-render. */
const revalidate = (tags: readonly string[]) => tags.forEach((tag) => revalidateTag(tag, 'max'));

/** The methods the API answers: its calls are POST; OPTIONS says so. */
export const ALLOW = 'POST';

export function options() {
  return new NextResponse(null, { status: 204, headers: { Allow: ALLOW } });
}

/** Set by the server guard from the connection (or the trusted proxy's hop), never taken from the caller. */
const clientIp = (request: NextRequest) => request.headers.get(CLIENT_IP_HEADER) ?? '';

/** POST /api/<endpoint>: envelope in, envelope out; no endpoint handles HTTP itself. */
export async function dispatch(request: NextRequest, name: string) {
  const locale = browserLocale(request.headers.get('accept-language'));
  if (request.method !== 'POST') {
    const response = respond(failure('method_not_allowed', locale));
    response.headers.set('Allow', ALLOW);
    return response;
  }
  if (!isEndpointName(name)) return respond(failure('unknown_endpoint', locale));
  if (!acceptsBody(request.headers.get('content-type'))) return respond(failure('unsupported_media_type', locale));
  if (isCrossSiteMemberCall(request)) return respond(failure('cross_site_request', locale));

  const entry = registry[name] as Endpoint;
  const text = await readBody(request, entry.maxBodyBytes ?? MAX_BODY_BYTES);
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
    sessionToken: request.cookies.get(SESSION_COOKIE)?.value,
    ip: clientIp(request),
    setCookie: (cookie) => cookies.push(cookie),
    revalidate,
  });
  return respond(outcome, cookies);
}
