import en from '../../../messages/en.json' with { type: 'json' };
import tr from '../../../messages/tr.json' with { type: 'json' };
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { CLIENT_IP_HEADER, clientIp } from './client-ip.ts';
import { noteRequestHost } from './origin.ts';

/** Methods Node's fetch Request refuses to construct: Next would fail with a 500 before any app code runs. */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
const ALLOW = 'GET, HEAD, POST, OPTIONS';

const decodable = (url: string | undefined) => {
  try {
    decodeURIComponent((url ?? '/').split('?')[0]);
    return true;
  } catch {
    return false;
  }
};

const isHttps = (req: IncomingMessage) => (req.socket as Partial<TLSSocket>).encrypted === true || String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim() === 'https';

/** A short localized answer written before Next sees the request: JSON for the API, plain text elsewhere. */
export function refuse(req: IncomingMessage, res: ServerResponse, status: number, code: keyof typeof en.errors, headers: OutgoingHttpHeaders = {}): void {
  const turkish = String(req.headers['accept-language'] ?? '').toLowerCase().startsWith('tr');
  const message = (turkish ? tr : en).errors[code];
  if ((req.url ?? '').startsWith('/api/')) {
    res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ succeeded: false, message, data: null, code }));
  } else {
    res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(message);
  }
}

/**
 * What must be answered before Next sees a request: methods it cannot represent (405) and paths
 * that are not valid percent-encoding (400, where Next answers 500). HSTS goes on every answer
 * served over HTTPS (directly or behind a proxy that says so), and the caller's address is stamped
 * for the rate limits; a SITE_URL that disagrees with the address requests arrive at is logged once.
 * Returns true when it answered.
 */
export function guardRequest(req: IncomingMessage, res: ServerResponse): boolean {
  req.headers[CLIENT_IP_HEADER] = clientIp(req);
  noteRequestHost((name) => req.headers[name]);
  if (isHttps(req)) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  if (REFUSED_METHODS.has(req.method ?? '')) {
    refuse(req, res, 405, 'method_not_allowed', { Allow: ALLOW });
    return true;
  }
  if (!decodable(req.url)) {
    refuse(req, res, 400, 'bad_path');
    return true;
  }
  return false;
}
