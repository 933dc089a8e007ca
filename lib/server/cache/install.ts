import type { Db } from '../db/client';
import { PageCache } from './page-cache';
import { markTags, RevalidationLog } from './revalidations';

const INSTALLED = Symbol.for('vitrin.page-cache');
const holder = globalThis as { [INSTALLED]?: PageCache };

/** Pages and data reads kept in memory: 64 MB unless VITRIN_PAGE_CACHE_MB says otherwise. */
const budget = () => Math.max(1, Number(process.env.VITRIN_PAGE_CACHE_MB) || 64) * 1024 * 1024;

/** Hands the shop's PageCache to Next's cache handler (lib/server/cache/next-cache-handler.mjs). */
export function installPageCache(db: Db): PageCache {
  holder[INSTALLED] ??= new PageCache(new RevalidationLog(db), budget());
  return holder[INSTALLED];
}

/**
 * Marks `tags` stale — what Next's `revalidateTag(tag, 'max')` does through the cache handler — for
 * code outside Next's request scope (the API's Node route). Without an installed cache the mark
 * still reaches the database, where every other instance reads it.
 */
export async function revalidateTags(db: Db, tags: readonly string[]): Promise<void> {
  const cache = holder[INSTALLED];
  if (cache) await cache.revalidateTag([...tags], {});
  else await markTags(db, tags, 'stale');
}
