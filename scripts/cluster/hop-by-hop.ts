import type { IncomingHttpHeaders } from 'node:http';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'http2-settings']);

/** The headers a proxy passes on: not those of one connection (hop-by-hop), nor HTTP/2's pseudo-headers. */
export const passedOn = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name, value]) => !name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined));
