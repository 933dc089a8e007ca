import type { IncomingMessage } from 'node:http';

/** The header the server guard sets to the caller's address; any value a caller sends is replaced. */
export const CLIENT_IP_HEADER = 'x-vitrin-client-ip';

/**
 * The caller's address: the connection's, or — when TRUST_PROXY=true, behind a proxy that appends
 * the address it saw to X-Forwarded-For — that last hop, which the caller cannot forge.
 */
export function clientIp(req: IncomingMessage, env: Record<string, string | undefined> = process.env): string {
  if (env.TRUST_PROXY === 'true') {
    const hops = String(req.headers['x-forwarded-for'] ?? '').split(',').map((hop) => hop.trim()).filter(Boolean);
    if (hops.length) return hops[hops.length - 1];
  }
  return req.socket.remoteAddress ?? '';
}
