/**
 * Whole responses of cached catalogue pages, kept in front of Next (server.ts): a page Next served
 * from its own cache (x-nextjs-cache HIT or MISS, s-maxage, no cookie but the language one) is answered again
 * byte for byte without running the proxy, the router and the cache lookup per request, which is
 * what a CDN in front of a Next shop does. Each entry keeps the cache tags of the page it holds (as
 * the shop's page cache knows them) and is dropped when one of them is revalidated after the request
 * that stored it (the revalidation log in the database, so other instances and the command line
 * reach it too), and after KEPT_FOR_MS at most, because Next's own entry may be older than ours.
 * Its size is counted in the bytes it really retains (lib/server/cache/retained-bytes.ts).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { CACHE_STATE_HEADER, DRAFT_MODE_COOKIE, ROUTER_HEADERS, ROUTER_QUERY } from '../cache/next-internals.ts';
import { retainedBytes } from '../cache/retained-bytes.ts';

/** The language cookie (lib/shop/locale.ts LANG_COOKIE) that next-intl updates on a page of the other language. */
export const LANG_COOKIE_NAME = 'lang';

/** The longest an answer is replayed without asking Next again. */
export const KEPT_FOR_MS = 60_000;

/** Set on every answer replayed from here, so a test (or an operator with curl) can tell it from Next's own. */
export const FRONT_CACHE_HEADER = 'x-vitrin-front-cache';

/** Requests that the client router makes, or that would make Next answer differently than the stored page. */
const BYPASS_HEADERS = [...ROUTER_HEADERS, 'authorization'];
const PAGE_PATH = /^\/(tr|en)(?:\/|$)/;
const REQUEST_BOUND_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'strict-transport-security', 'content-length']);
const S_MAXAGE = /(?:^|,)\s*s-maxage=(\d+)/;

const cookieValue = (header: string | undefined, name: string) => {
  for (const part of String(header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
};

/**
 * How long an answer may be replayed: 0 unless Next served it from its page cache, publicly, setting
 * no cookie but the language one (a function of the key; its Max-Age counts from each receipt).
 */
function replayableFor(res: ServerResponse, langCookie: string): number {
  if (res.statusCode !== 200) return 0;
  const cookies = [res.getHeader('set-cookie') ?? []].flat();
  if (cookies.some((cookie) => !String(cookie).startsWith(`${langCookie}=`))) return 0;
  const state = res.getHeader(CACHE_STATE_HEADER);
  if (state !== 'HIT' && state !== 'MISS') return 0;
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  if (/private|no-store/.test(cacheControl)) return 0;
  return Math.min(Number(S_MAXAGE.exec(cacheControl)?.[1] ?? 0) * 1000, KEPT_FOR_MS);
}

const chunkOf = (chunk: string | Uint8Array, encoding: unknown) => (typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk));

/** The chunks in one Buffer of its own: a small Buffer.concat would share (and keep alive) an 8 KB slab of Node's pool. */
function joined(chunks: Buffer[]) {
  const body = Buffer.allocUnsafeSlow(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) at += chunk.copy(body, at);
  return body;
}

/** The page's path as the page cache keys it: without the query, and decoded as Next decodes it. */
function pathOf(url: string) {
  const path = url.split('?')[0];
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

interface FrontCacheOptions {
  maxBytes: number;
  /** The tags of the page the shop's page cache keeps under a path (null when it keeps none: the answer is not kept then). */
  tagsOf: (path: string) => string[] | null;
  /** Whether any of the tags was revalidated at or after the time; null while the shop's page cache is not installed yet: nothing is served then. */
  revalidatedSince: (tags: string[], time: number) => Promise<boolean | null>;
  langCookie?: string;
  now?: () => number;
}

interface Entry {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  tags: string[] | null;
  etag: string | undefined;
  storedAt: number;
  keepMs: number;
  bytes: number;
}

export class FrontCache {
  private readonly maxBytes: number;
  private readonly tagsOf: FrontCacheOptions['tagsOf'];
  private readonly revalidatedSince: FrontCacheOptions['revalidatedSince'];
  private readonly langCookie: string;
  private readonly now: () => number;
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor({ maxBytes, tagsOf, revalidatedSince, langCookie = LANG_COOKIE_NAME, now = Date.now }: FrontCacheOptions) {
    this.maxBytes = maxBytes;
    this.tagsOf = tagsOf;
    this.revalidatedSince = revalidatedSince;
    this.langCookie = langCookie;
    this.now = now;
  }

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** The entry's key, or null when this request must reach Next (not a page, a router request, draft mode). */
  private keyOf(req: IncomingMessage): string | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const url = req.url ?? '/';
    const match = PAGE_PATH.exec(url);
    if (!match || url.includes(`${ROUTER_QUERY}=`)) return null;
    if (BYPASS_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
    const cookie = req.headers.cookie;
    if (cookie?.includes(DRAFT_MODE_COOKIE)) return null;
    return `${url}\n${req.headers['accept-encoding'] ?? ''}\n${this.visitorOf(req, cookie, match[1])}`;
  }

  /**
   * What next-intl reads to decide whether to set the language cookie (its syncCookie): the cookie,
   * Sec-Fetch-Dest and, without a cookie, Accept-Language. Answers differ only by that cookie, so
   * one stored answer serves every request of the same kind.
   */
  private visitorOf(req: IncomingMessage, cookie: string | undefined, locale: string) {
    const lang = cookieValue(cookie, this.langCookie);
    if (lang === locale) return 'same-language';
    const dest = req.headers['sec-fetch-dest'];
    if (dest !== undefined && dest !== 'document') return 'background';
    if (lang !== undefined) return 'other-language';
    return `accept-language:${req.headers['accept-language'] ?? ''}`;
  }

  /** Answers from the cache, or hands the request to `next` and keeps its answer when it may be replayed. */
  async handle(req: IncomingMessage, res: ServerResponse, next: Handler): Promise<unknown> {
    const key = this.keyOf(req);
    if (!key) return next(req, res);
    const started = this.now();
    const entry = this.entries.get(key);
    if (entry) {
      const tags = started - entry.storedAt < entry.keepMs ? this.knownTags(entry, key) : null;
      if (tags && (await this.unchangedSince(tags, entry.storedAt))) {
        this.entries.delete(key);
        this.entries.set(key, entry);
        return this.replay(entry, req, res);
      }
      this.delete(key);
    }
    if (req.method === 'GET') this.record(res, key, started);
    return next(req, res);
  }

  /**
   * The entry's page tags, asking the page cache once more for an entry stored without them: Next
   * may keep a freshly rendered page (a MISS) only after its answer has ended. Null while unknown.
   */
  private knownTags(entry: Entry, key: string): string[] | null {
    if (entry.tags) return entry.tags;
    entry.tags = this.tagsOf(pathOf(key.slice(0, key.indexOf('\n'))));
    if (!entry.tags) return null;
    const bytes = retainedBytes(entry.tags);
    entry.bytes += bytes;
    this.bytes += bytes;
    return entry.tags;
  }

  /** A log that cannot be read (the database is down) counts as a revalidation: Next then answers as it would. */
  private async unchangedSince(tags: string[], time: number) {
    try {
      return (await this.revalidatedSince(tags, time)) === false;
    } catch {
      return false;
    }
  }

  private replay(entry: Entry, req: IncomingMessage, res: ServerResponse) {
    const etags = String(req.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim());
    if (entry.etag && etags.includes(entry.etag)) {
      res.writeHead(304, { ETag: entry.etag, 'Cache-Control': entry.headers['cache-control'], Vary: entry.headers.vary ?? '' });
      res.end();
      return;
    }
    res.writeHead(200, { ...entry.headers, [CACHE_STATE_HEADER]: 'HIT', [FRONT_CACHE_HEADER]: 'HIT', 'content-length': String(entry.body.length) });
    res.end(req.method === 'HEAD' ? undefined : entry.body);
  }

  /**
   * Collects what Next writes (after its compression) and keeps it once the answer proves
   * replayable. Next writes through `res` itself, so this response's write and end are wrapped.
   */
  private record(res: ServerResponse, key: string, started: number) {
    const chunks: Buffer[] = [];
    // Decided at the first chunk, when the headers are known: a page rendered per request is not collected.
    let keepMs: number | undefined;
    const collect = (chunk: unknown, encoding: unknown) => {
      keepMs ??= replayableFor(res, this.langCookie);
      if (keepMs && (typeof chunk === 'string' || chunk instanceof Uint8Array)) chunks.push(chunkOf(chunk, encoding));
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: ServerResponse, ...args: Parameters<ServerResponse['write']>) {
      if (args[0] != null) collect(args[0], args[1]);
      return write.apply(this, args);
    } as ServerResponse['write'];
    res.end = ((...args: Parameters<ServerResponse['end']>) => {
      if (args[0] != null && typeof args[0] !== 'function') collect(args[0], args[1]);
      const result = end.apply(res, args);
      keepMs ??= replayableFor(res, this.langCookie);
      if (keepMs) this.keep(key, res, chunks, started, keepMs);
      return result;
    }) as ServerResponse['end'];
  }

  private keep(key: string, res: ServerResponse, chunks: Buffer[], started: number, keepMs: number) {
    const tags = this.tagsOf(pathOf(key.slice(0, key.indexOf('\n'))));
    const body = joined(chunks);
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(res.getHeaders())) if (!REQUEST_BOUND_HEADERS.has(name) && value !== undefined) headers[name] = value;
    const bytes = retainedBytes(key) + retainedBytes(headers) + retainedBytes(body) + retainedBytes(tags);
    if (bytes > this.maxBytes / 8) return;
    this.delete(key);
    const etag = typeof headers.etag === 'string' ? headers.etag : undefined;
    this.entries.set(key, { headers, body, tags, etag, storedAt: started, keepMs, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
