import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseCookies } from 'cookie';
import { CLIENT_IP_HEADER } from '../http/client-ip';
import { dispatch, type ApiRequest } from './dispatch';

/** Reads up to `limit` bytes; past it the rest is left unread and the answer closes the connection. */
async function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The Node request as the dispatcher reads it. */
export function apiRequestOf(req: IncomingMessage): ApiRequest {
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  let cookies: Record<string, string | undefined> | undefined;
  return {
    method: req.method ?? 'GET',
    header,
    cookie: (name) => (cookies ??= parseCookies(header('cookie') ?? ''))[name],
    body: (limit) => readBody(req, limit),
    // Set by the server guard from the connection (or the trusted proxy's hop), never taken from the caller.
    ip: header(CLIENT_IP_HEADER) ?? '',
  };
}

/**
 * One API call on Node's own request and response: the API is served by a Pages API route, which
 * hands these over as they are, because an App Router handler's Request/Response conversion costs
 * more than the shop's own work on most calls (scripts/bench/orders: 200 concurrent calls).
 */
export async function answerApiCall(req: IncomingMessage, res: ServerResponse, name: string) {
  const response = await dispatch(apiRequestOf(req), name);
  const tooLarge = response.status === 413;
  res.writeHead(response.status, {
    ...response.headers,
    ...(response.cookies.length ? { 'Set-Cookie': response.cookies } : {}),
    ...(response.body ? { 'Content-Length': Buffer.byteLength(response.body) } : {}),
    ...(tooLarge ? { Connection: 'close' } : {}),
  });
  res.end(response.body);
}
