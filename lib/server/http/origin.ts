/**
 * The shop's own addresses (docs/adr/0041-origin-follows-the-served-address.md):
 * - siteOrigin: what cached output names (canonical, hreflang, OpenGraph, sitemap, robots, mails):
 *   SITE_URL, or the port the server listens on. Never a request's header, so no caller can
 *   write another host into a page that others are served from the cache.
 * - requestOrigin: where this caller reached the shop (Host; behind TRUST_PROXY the proxy's
 *   X-Forwarded-Host and -Proto), for answers made for that caller only (the card form).
 * - selfOrigin: where the server itself listens, for calls it makes to itself.
 */

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const WILDCARDS = new Set(['', '0.0.0.0', '::', '[::]']);
const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

type Env = Record<string, string | undefined>;
/** A request header by lower-case name. */
type Header = (name: string) => string | string[] | undefined;
type Log = (message: string) => void;

const listenPort = (env: Env = process.env): number => {
  const port = Number(env.PORT ?? 3000);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : 3000;
};

/** SITE_URL's origin, or null when it is unset or not an http(s) URL. */
// Read on every request by noteRequestHost: the last value's parse is kept.
let parsed: { value: string | undefined; origin: string | null } = { value: undefined, origin: null };

export function configuredOrigin(env: Env = process.env): string | null {
  const value = env.SITE_URL?.trim();
  if (!value) return null;
  if (parsed.value === value) return parsed.origin;
  let origin: string | null = null;
  try {
    const url = new URL(value);
    origin = url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    origin = null;
  }
  parsed = { value, origin };
  return origin;
}

export const siteOrigin = (env: Env = process.env): string => configuredOrigin(env) ?? `http://localhost:${listenPort(env)}`;

/** The address the server listens on (a wildcard bind is reached over loopback): always plain HTTP, never through the public proxy. */
export function selfOrigin(env: Env = process.env): string {
  const name = (env.HOSTNAME ?? '').trim();
  const host = WILDCARDS.has(name) ? '127.0.0.1' : name.includes(':') && !name.startsWith('[') ? `[${name}]` : name;
  return `http://${host}:${listenPort(env)}`;
}

/** A proxy that appends to a forwarded header: its own value is the last one. */
const lastOf = (value: string | string[] | undefined) => String(value ?? '').split(',').map((part) => part.trim()).filter(Boolean).at(-1) ?? '';

/**
 * Where this request reached the shop, from its headers (`header(name)` by lower-case name); null
 * when the host is missing or not a plain host[:port]. The forwarded headers count only behind TRUST_PROXY.
 */
export function requestOrigin(header: Header, env: Env = process.env): string | null {
  const trusted = env.TRUST_PROXY === 'true';
  const host = (trusted && lastOf(header('x-forwarded-host'))) || lastOf(header('host'));
  if (!HOST.test(host)) return null;
  const proto = trusted ? lastOf(header('x-forwarded-proto')).toLowerCase() : '';
  try {
    // As URL writes it (a default port dropped), so that it compares equal with SITE_URL's.
    return new URL(`${proto === 'https' ? 'https' : 'http'}://${host}`).origin;
  } catch {
    return null;
  }
}

/** The origin an answer for this caller alone may name: SITE_URL when set, else where the caller reached the shop. */
export const callerOrigin = (header: Header, env: Env = process.env): string => configuredOrigin(env) ?? requestOrigin(header, env) ?? siteOrigin(env);

/** True for a SITE_URL naming a public host (not localhost or a loopback address). */
export function isPublicOrigin(origin: string | null): boolean {
  if (!origin) return false;
  return !LOOPBACK.test(new URL(origin).hostname);
}

let warned = false;

/**
 * The first request whose address disagrees with a configured SITE_URL is logged once, in plain
 * words: the canonical links and the card payment's return addresses would send people elsewhere.
 * The server's calls to itself (selfOrigin) are not shoppers and are not compared.
 */
export function noteRequestHost(header: Header, env: Env = process.env, log: Log = console.warn): void {
  if (warned) return;
  const configured = configuredOrigin(env);
  const seen = requestOrigin(header, env);
  if (!configured || !seen || seen === configured || seen === selfOrigin(env)) return;
  warned = true;
  log(
    `[vitrin] SITE_URL is ${configured}, but a request reached this shop at ${seen}. Links in pages, the sitemap, mails ` +
      `and the card payment's return addresses use ${configured}. If shoppers use ${seen}, set SITE_URL to it or leave SITE_URL unset.`,
  );
}

/** At start: a SITE_URL that cannot be right on this server (not a URL; a local address on another port) is said at once. */
export function checkSiteUrlAtStart(env: Env = process.env, log: Log = console.warn): void {
  const value = env.SITE_URL?.trim();
  if (!value) return;
  const configured = configuredOrigin(env);
  if (!configured) {
    log(`[vitrin] SITE_URL "${value}" is not an http(s) address; the shop names itself ${siteOrigin(env)} instead.`);
    return;
  }
  const url = new URL(configured);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (!isPublicOrigin(configured) && port !== listenPort(env)) {
    log(`[vitrin] SITE_URL is ${configured}, but this server listens on port ${listenPort(env)}: links and card payments would go to port ${port}. Fix SITE_URL or leave it unset.`);
  }
}
