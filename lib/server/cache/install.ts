import type { Db } from '../db/client';
import { PAGE_CACHE } from './global';
import { PageCache } from './page-cache';
import { RevalidationLog } from './revalidations';

const holder = globalThis as { [PAGE_CACHE]?: PageCache };

/**
 * Pages and data reads kept in memory: 48 MB of what they really retain unless VITRIN_PAGE_CACHE_MB
 * says otherwise. Their texts are kept as Buffers, outside the V8 heap, so the renders keep the
 * heap (docs/adr/0043-entity-cache-tags-and-measured-cache-budgets.md).
 */
const budget = () => Math.max(1, Number(process.env.VITRIN_PAGE_CACHE_MB) || 48) * 1024 * 1024;

/** Hands the shop's PageCache to Next's cache handler (lib/server/cache/next-cache-handler.ts). */
export function installPageCache(db: Db): PageCache {
  holder[PAGE_CACHE] ??= new PageCache(new RevalidationLog(db), budget());
  return holder[PAGE_CACHE];
}

/** The installed PageCache, or null before the server's start (during `next build`, and in tests of a read alone). */
export const installedPageCache = (): PageCache | null => holder[PAGE_CACHE] ?? null;
