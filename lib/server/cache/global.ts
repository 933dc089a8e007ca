import type { CacheContext, CacheValue } from './next-internals.ts';

/**
 * Where the server's start (install.ts) leaves the shop's page cache on globalThis, for the modules
 * that run outside the app's bundle: Next's cacheHandler (next-cache-handler.ts) and the front cache
 * in server.ts. This module is the symbol's only definition; it is loaded twice at run time (bundled
 * by Next, and compiled for plain Node), and Symbol.for makes both copies name the same symbol.
 */
export const PAGE_CACHE = Symbol.for('vitrin.page-cache');

/** What those modules call on the installed cache (lib/server/cache/page-cache.ts PageCache). */
export interface InstalledPageCache {
  get(key: string, ctx?: CacheContext): Promise<{ value: CacheValue; lastModified: number } | null>;
  set(key: string, value: CacheValue | null, ctx?: CacheContext): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  pageTags(pathname: string): string[] | null;
  revalidatedSince(tags: readonly string[], time: number): Promise<boolean>;
}

/** The installed page cache, or null before the server's start (during `next build`). */
export const installedPageCache = (): InstalledPageCache | null => (globalThis as { [PAGE_CACHE]?: InstalledPageCache })[PAGE_CACHE] ?? null;
