/**
 * Next's cacheHandler (next.config.ts). Next imports this file as it is, outside the app's bundle, so
 * it runs compiled (dist/, docs/adr/0046-server-code-in-typescript.md) and only forwards to the
 * shop's PageCache, which the server installs at start (lib/server/bootstrap.ts). Until then —
 * during `next build`, which prerenders a few static files — a plain map does.
 */
import { installedPageCache } from './global.ts';
import type { CacheContext, CacheValue } from './next-internals.ts';

const buildTime = new Map<string, { value: CacheValue | null; lastModified: number }>();

export default class ShopCacheHandler {
  async get(key: string, ctx?: CacheContext) {
    const cache = installedPageCache();
    return cache ? cache.get(key, ctx) : (buildTime.get(key) ?? null);
  }

  async set(key: string, value: CacheValue | null, ctx?: CacheContext) {
    const cache = installedPageCache();
    if (cache) return cache.set(key, value, ctx);
    buildTime.set(key, { value, lastModified: Date.now() });
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }) {
    return installedPageCache()?.revalidateTag(tags, durations);
  }

  resetRequestCache() {}
}
