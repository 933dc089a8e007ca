import { NextResponse, type NextRequest } from 'next/server';
import { browserLocale } from '@/lib/shop/locale-resolution';
import { readSession, SESSION_COOKIE } from '../auth/session';
import type { CookieToSet } from './endpoint';
import { execute, failure, isEndpointName, type Outcome } from './execute';

/** Larger bodies are refused before they are read into memory. */
export const MAX_BODY_BYTES = 64 * 1024;

const respond = ({ status, envelope }: Outcome, cookies: CookieToSet[] = []) => {
  const response = NextResponse.json(envelope, { status, headers: { 'Cache-Control': 'no-store' } });
  for (const { name, value, maxAge, httpOnly } of cookies) {
    response.cookies.set(name, value, { maxAge, httpOnly, sameSite: 'lax', path: '/', secure: process.env.NODE_ENV === 'production' && process.env.COOKIE_SECURE !== 'false' });
  }
  return response;
};

async function readBody(request: NextRequest): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return null;
  const reader = request.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const clientIp = (request: NextRequest) =>
  request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || '';

/** POST /api/<endpoint>: envelope in, envelope out; no endpoint handles HTTP itself. */
export async function dispatch(request: NextRequest, name: string) {
  const locale = browserLocale(request.headers.get('accept-language'));
  if (request.method !== 'POST') {
    const response = respond(failure('method_not_allowed', locale));
    response.headers.set('Allow', 'POST');
    return response;
  }
  if (!isEndpointName(name)) return respond(failure('unknown_endpoint', locale));
  const type = request.headers.get('content-type') ?? '';
  if (type && !type.includes('json') && !type.startsWith('text/plain')) return respond(failure('unsupported_media_type', locale));

  const text = await readBody(request);
  if (text === null) return respond(failure('payload_too_large', locale));
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
    user: await readSession(request.cookies.get(SESSION_COOKIE)?.value),
    ip: clientIp(request),
    setCookie: (cookie) => cookies.push(cookie),
  });
  return respond(outcome, cookies);
}
