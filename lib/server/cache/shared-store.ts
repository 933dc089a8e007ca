import v8 from 'node:v8';
import type { Redis } from 'ioredis';
import type { CacheValue } from './next-internals.ts';

/** An entry as every worker and instance shares it: the value as Next or the shop's reads gave it, its tags and when it was made. */
export interface SharedEntry {
  value: CacheValue;
  tags: string[];
  lastModified: number;
}

/** Where the page cache keeps what one process rendered for all the others (lib/server/cache/page-cache.ts). */
export interface SharedPageStore {
  get(key: string): Promise<SharedEntry | null>;
  set(key: string, entry: SharedEntry): Promise<void>;
  delete(key: string): Promise<void>;
}

/**
 * Entries in Redis, serialized by V8 (Buffers and Maps — a page's RSC payload and segments — come
 * back as they went in). An entry lives `ttlMs` at most, so a key nobody asks for again frees its
 * memory; a revalidation needs no Redis command: every reader checks an entry's time against the
 * revalidation log, as it does its own. Redis failing is a miss, never an error page.
 */
export class RedisPageStore implements SharedPageStore {
  constructor(
    private readonly redis: () => Promise<Redis>,
    private readonly prefix: string,
    private readonly ttlMs = 24 * 60 * 60 * 1000,
  ) {}

  async get(key: string): Promise<SharedEntry | null> {
    try {
      const data = await (await this.redis()).getBuffer(this.prefix + key);
      return data ? (v8.deserialize(data) as SharedEntry) : null;
    } catch (error) {
      warn('read', error);
      return null;
    }
  }

  async set(key: string, entry: SharedEntry): Promise<void> {
    try {
      await (await this.redis()).set(this.prefix + key, v8.serialize(entry), 'PX', this.ttlMs);
    } catch (error) {
      warn('write', error);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await (await this.redis()).del(this.prefix + key);
    } catch (error) {
      warn('delete', error);
    }
  }
}

/** One line per minute at most while Redis is away, rather than one per request. */
let warnedAt = 0;
function warn(what: string, error: unknown) {
  if (Date.now() - warnedAt < 60_000) return;
  warnedAt = Date.now();
  console.warn(`[cache] shared page cache: could not ${what} (${error instanceof Error ? error.message : String(error)}); serving from this process`);
}
