import { LRUCache } from 'lru-cache';
import type { RateLimitStore, WindowCounts, WindowHit } from './types';

interface Entry {
  windowStart: number;
  current: number;
  previous: number;
}

const PURGE_EVERY_MS = 60_000;

/**
 * Counters of one process. Bounded: an entry expires two windows after its window started (its
 * counts weigh nothing by then) and at most `maxKeys` subjects are kept, the least recently hit
 * evicted first, so a flood of random addresses cannot grow memory without limit.
 */
export class MemoryStore implements RateLimitStore {
  /** The limiter's clock as of the last hit: expiry follows the time the limiter was given. */
  private clock = 0;
  private purgedAt = 0;
  private readonly entries: LRUCache<string, Entry>;

  constructor(readonly maxKeys = 50_000) {
    this.entries = new LRUCache<string, Entry>({ max: maxKeys, ttlResolution: 0, perf: { now: () => this.clock } });
  }

  get size() {
    return this.entries.size;
  }

  async hit({ key, windowStart, windowMs, now }: WindowHit): Promise<WindowCounts> {
    this.clock = now;
    if (now - this.purgedAt >= PURGE_EVERY_MS) {
      this.entries.purgeStale();
      this.purgedAt = now;
    }
    const entry = this.advance(this.entries.get(key), windowStart, windowMs);
    entry.current += 1;
    this.entries.set(key, entry, { ttl: windowStart + 2 * windowMs - now });
    return { current: entry.current, previous: entry.previous };
  }

  async peek({ key, windowStart, windowMs, now }: WindowHit): Promise<WindowCounts> {
    this.clock = now;
    const { current, previous } = this.advance(this.entries.get(key), windowStart, windowMs);
    return { current, previous };
  }

  /** The entry moved to the hit's window: the window just before becomes the previous one. */
  private advance(entry: Entry | undefined, windowStart: number, windowMs: number): Entry {
    if (entry?.windowStart === windowStart) return entry;
    const previous = entry?.windowStart === windowStart - windowMs ? entry.current : 0;
    return { windowStart, current: 0, previous };
  }
}
