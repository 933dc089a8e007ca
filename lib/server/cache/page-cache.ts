import type { RevalidationLog } from './revalidations';
import type { InstalledPageCache } from './global.ts';
import { CACHE_TAGS_HEADER, FETCH_KIND, PAGE_KEY_PATH_MARK, PAGE_KIND, type CacheContext, type CacheValue } from './next-internals.ts';
import { retainedBytes } from './retained-bytes.ts';
import type { SharedPageStore } from './shared-store.ts';

/**
 * A value as kept: its large texts (a page's HTML, a data read's JSON) as UTF-8 Buffers, which cost
 * their bytes outside the V8 heap, where the string would cost two bytes per character on the heap
 * as soon as one Turkish letter is in it. They become strings again for the one request served.
 */
interface Stored {
  value: CacheValue;
  text?: Buffer;
}

interface Entry {
  stored: Stored;
  lastModified: number;
  tags: string[];
  bytes: number;
}

/** The pathname a page's cache key names, or null for a key of anything else. */
function pagePathOf(key: string, value: CacheValue): string | null {
  if (value.kind !== PAGE_KIND) return null;
  const at = key.indexOf(PAGE_KEY_PATH_MARK);
  return at >= 0 ? key.slice(at + PAGE_KEY_PATH_MARK.length) : key;
}
/** The shop's own data reads (lib/server/read.ts), kept beside Next's entries under their own keys. */
const READ = 'vitrin-read';

/** A read's answer, with the tags of what it shows. */
export interface CachedRead {
  data: unknown;
  tags: string[];
}

/** A Buffer of its own: a small one from Buffer.from would share (and keep alive) an 8 KB slab of Node's pool. */
function bufferOf(text: string): Buffer {
  const buffer = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  buffer.write(text);
  return buffer;
}

const isFetch = (value: CacheValue) => value.kind === FETCH_KIND || value.kind === READ;

function pack(value: CacheValue): Stored {
  if (typeof value.html === 'string') return { value: { ...value, html: undefined }, text: bufferOf(value.html) };
  const data = value.data as { body?: unknown } | undefined;
  if (value.kind === FETCH_KIND && typeof data?.body === 'string') return { value: { ...value, data: { ...data, body: undefined } }, text: bufferOf(data.body) };
  return { value };
}

function unpack({ value, text }: Stored): CacheValue {
  if (!text) return value;
  if (value.kind === FETCH_KIND) return { ...value, data: { ...(value.data as object), body: text.toString('utf8') } };
  return { ...value, html: text.toString('utf8') };
}

const pageTags = (value: CacheValue) => {
  const header = value.headers?.[CACHE_TAGS_HEADER];
  return typeof header === 'string' ? header.split(',') : [];
};

/**
 * The shop's cache of rendered pages and data reads: in this server's memory, bounded by the bytes
 * its entries really retain (least recently used goes first), and checked against the revalidation
 * log kept in the database. A page whose tags were revalidated stale is served once more while it
 * re-renders; an expired one, or a data read under any revalidated tag, is dropped at once, so the
 * re-render sees the new data. Error pages (4xx/5xx) are never kept: a random URL must not take
 * memory, and a failure must not outlive its request. With a shared store (Redis, when several
 * workers or instances run) every entry kept is also written there, and a miss here is looked up
 * there before anything renders: a page rendered by one worker serves them all, each keeping its own
 * copy of what it serves (the front cache and this memory stay per process, keyed to the same tags).
 */
export class PageCache implements InstalledPageCache {
  private entries = new Map<string, Entry>();
  /** The cache key of the page kept for each pathname. */
  private pageKeys = new Map<string, string>();
  private bytes = 0;

  constructor(
    private readonly log: RevalidationLog,
    private readonly maxBytes: number,
    private readonly shared: SharedPageStore | null = null,
  ) {}

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  async get(key: string, ctx: CacheContext = {}) {
    const entry = await this.fresh(key, ctx);
    if (!entry) return null;
    // lastModified 1 (not 0, which Next reads as "now") makes Next serve it once and re-render behind.
    return { value: unpack(entry.stored), lastModified: entry.lastModified };
  }

  async set(key: string, value: CacheValue | null, ctx: CacheContext = {}) {
    if (!value || (value.status ?? 200) >= 400) {
      this.delete(key);
      await this.shared?.delete(key);
      return;
    }
    const tags = isFetch(value) ? (ctx.tags ?? []) : pageTags(value);
    const lastModified = Date.now();
    this.keep(key, pack(value), tags, lastModified);
    await this.shared?.set(key, { value, tags, lastModified });
  }

  /** A data read of lib/server/read.ts kept within `maxAgeMs`, or null. */
  async getRead(key: string, maxAgeMs: number, now = Date.now()): Promise<CachedRead | null> {
    const entry = await this.fresh(key, {});
    if (!entry?.stored.text) return null;
    if (now - entry.lastModified > maxAgeMs) {
      this.delete(key);
      return null;
    }
    return { data: JSON.parse(entry.stored.text.toString('utf8')), tags: entry.tags };
  }

  /** Keeps a data read made from the database as it stood at `readAt` (a revalidation from then on makes it old). */
  setRead(key: string, data: unknown, tags: readonly string[], readAt: number) {
    const text = JSON.stringify(data) ?? 'null';
    this.keep(key, { value: { kind: READ }, text: bufferOf(text) }, [...tags], readAt);
    void this.shared?.set(key, { value: { kind: READ, html: text }, tags: [...tags], lastModified: readAt });
  }

  /** The tags of the page kept under `pathname` (its cache key), or null when none is kept. */
  pageTags(pathname: string): string[] | null {
    const key = this.pageKeys.get(pathname);
    return key === undefined ? null : (this.entries.get(key)?.tags ?? null);
  }

  /** For the front cache (lib/server/http/front-cache.ts): whether any of `tags` was revalidated at or after `time`. */
  revalidatedSince(tags: readonly string[], time: number): Promise<boolean> {
    return this.log.revalidatedSince(tags, time);
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }) {
    await this.log.mark(typeof tags === 'string' ? [tags] : tags, durations ? 'stale' : 'expired');
  }

  /** The entry under `key` unless revalidated; a stale page is kept but reported with lastModified 1. */
  private async fresh(key: string, ctx: CacheContext): Promise<Entry | null> {
    const entry = this.entries.get(key) ?? (await this.fromShared(key));
    if (!entry) return null;
    await this.log.refresh();
    const fetch = isFetch(entry.stored.value);
    const tags = fetch ? [...entry.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : entry.tags;
    const freshness = this.log.freshness(tags, entry.lastModified);
    if (freshness === 'expired' || (freshness === 'stale' && fetch)) {
      this.delete(key);
      return null;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return freshness === 'stale' ? { ...entry, lastModified: 1 } : entry;
  }

  /** What another process kept under `key`, now kept here too (judged by the caller like any entry of this process). */
  private async fromShared(key: string): Promise<Entry | null> {
    const shared = await this.shared?.get(key);
    if (!shared) return null;
    this.keep(key, pack(shared.value), shared.tags, shared.lastModified);
    return this.entries.get(key) ?? null;
  }

  private keep(key: string, stored: Stored, tags: string[], lastModified: number) {
    this.delete(key);
    const bytes = retainedBytes(key) + retainedBytes(stored.value) + (stored.text ? retainedBytes(stored.text) : 0) + retainedBytes(tags);
    if (bytes > this.maxBytes / 4) return;
    this.entries.set(key, { stored, lastModified, tags, bytes });
    const path = pagePathOf(key, stored.value);
    if (path !== null) this.pageKeys.set(path, key);
    this.bytes += bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    const path = pagePathOf(key, entry.stored.value);
    if (path !== null && this.pageKeys.get(path) === key) this.pageKeys.delete(path);
  }
}
