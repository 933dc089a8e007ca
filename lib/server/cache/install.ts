import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client';
import { redisPrefix, sharedRedis, sharedRedisConfigured } from '../shared/redis';
import { PAGE_CACHE } from './global';
import { PageCache } from './page-cache';
import { RevalidationLog } from './revalidations';
import { RedisPageStore } from './shared-store';

const holder = globalThis as { [PAGE_CACHE]?: PageCache };

/**
 * Pages and data reads kept in memory: 48 MB of what they really retain unless VITRIN_PAGE_CACHE_MB
 * says otherwise. Their texts are kept as Buffers, outside the V8 heap, so the renders keep the
 * heap (docs/adr/0043-entity-cache-tags-and-measured-cache-budgets.md).
 */
const budget = () => Math.max(1, Number(process.env.VITRIN_PAGE_CACHE_MB) || 48) * 1024 * 1024;

/** The build's id: a page rendered by one build is never served by another during a rolling deploy. */
function buildId(): string {
  try {
    return fs.readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}

/** With REDIS_URL, every worker and instance shares what any of them rendered (docs/adr/0051-one-page-cache-in-redis.md). */
const sharedStore = () => (sharedRedisConfigured() ? new RedisPageStore(() => sharedRedis()!, `${redisPrefix()}page:${buildId()}:`) : null);

/** Hands the shop's PageCache to Next's cache handler (lib/server/cache/next-cache-handler.ts). */
export function installPageCache(db: Db): PageCache {
  holder[PAGE_CACHE] ??= new PageCache(new RevalidationLog(db), budget(), sharedStore());
  return holder[PAGE_CACHE];
}

/** The installed PageCache, or null before the server's start (during `next build`, and in tests of a read alone). */
export const installedPageCache = (): PageCache | null => holder[PAGE_CACHE] ?? null;
