import type { RevalidationLog } from './revalidations';

/** What Next hands a cache handler (next.config `cacheHandler`): a cached page, route or data read. */
export interface CacheValue {
  kind: string;
  status?: number;
  headers?: Record<string, string | string[] | undefined>;
  html?: unknown;
  rscData?: unknown;
  body?: unknown;
  segmentData?: Map<string, unknown>;
  data?: unknown;
}

export interface CacheContext {
  tags?: string[];
  softTags?: string[];
}

interface Entry {
  value: CacheValue;
  lastModified: number;
  tags: string[];
  bytes: number;
}

/** Next's header listing the tags a rendered page read under (its data tags and its path tags). */
const TAGS_HEADER = 'x-next-cache-tags';

const sizeOf = (part: unknown): number => {
  if (part == null) return 0;
  if (typeof part === 'string') return part.length * 2;
  if (part instanceof Uint8Array) return part.byteLength;
  if (part instanceof Map) return [...part.values()].reduce<number>((sum, value) => sum + sizeOf(value), 0);
  return JSON.stringify(part)?.length ?? 0;
};

const bytesOf = (value: CacheValue) =>
  value.kind === 'FETCH' ? sizeOf(value.data) : sizeOf(value.html) + sizeOf(value.rscData) + sizeOf(value.body) + sizeOf(value.segmentData);

const pageTags = (value: CacheValue) => {
  const header = value.headers?.[TAGS_HEADER];
  return typeof header === 'string' ? header.split(',') : [];
};

/**
 * The shop's cache of rendered pages and data reads: in this server's memory, bounded in bytes
 * (least recently used goes first), and checked against the revalidation log kept in the database.
 * A page whose tags were revalidated is served once more while it re-renders; a data read is
 * refetched at once, so that re-render sees the new data. Error pages (4xx/5xx) are never kept:
 * a random URL must not take memory, and a failure must not outlive its request.
 */
export class PageCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly log: RevalidationLog,
    private readonly maxBytes: number,
  ) {}

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  async get(key: string, ctx: CacheContext = {}) {
    const entry = this.entries.get(key);
    if (!entry) return null;
    await this.log.refresh();
    const tags = entry.value.kind === 'FETCH' ? [...entry.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : entry.tags;
    const freshness = this.log.freshness(tags, entry.lastModified);
    if (freshness === 'expired' || (freshness === 'stale' && entry.value.kind === 'FETCH')) {
      this.delete(key);
      return null;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    // lastModified 1 (not 0, which Next reads as "now") makes Next serve it once and re-render behind.
    return { value: entry.value, lastModified: freshness === 'stale' ? 1 : entry.lastModified };
  }

  async set(key: string, value: CacheValue | null, ctx: CacheContext = {}) {
    this.delete(key);
    if (!value || (value.status ?? 200) >= 400) return;
    const bytes = bytesOf(value);
    if (bytes > this.maxBytes / 4) return;
    const tags = value.kind === 'FETCH' ? (ctx.tags ?? []) : pageTags(value);
    this.entries.set(key, { value, lastModified: Date.now(), tags, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  /** For the front cache (lib/server/http/front-cache.mjs): whether anything was revalidated at or after `time`. */
  revalidatedSince(time: number): Promise<boolean> {
    return this.log.revalidatedSince(time);
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }) {
    await this.log.mark(typeof tags === 'string' ? [tags] : tags, durations ? 'stale' : 'expired');
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
