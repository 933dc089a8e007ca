/**
 * Next's cacheHandler (next.config.mjs). Next loads this file as it is, outside the app's bundle,
 * so it only forwards to the shop's PageCache, which the server installs at start
 * (lib/server/bootstrap.ts). Until then — during `next build`, which prerenders a few static
 * files — a plain map does.
 */
const INSTALLED = Symbol.for('vitrin.page-cache');
const buildTime = new Map();

export default class ShopCacheHandler {
  get cache() {
    return globalThis[INSTALLED];
  }

  async get(key, ctx) {
    return this.cache ? this.cache.get(key, ctx) : (buildTime.get(key) ?? null);
  }

  async set(key, value, ctx) {
    if (this.cache) return this.cache.set(key, value, ctx);
    buildTime.set(key, { value, lastModified: Date.now() });
  }

  async revalidateTag(tags, durations) {
    return this.cache?.revalidateTag(tags, durations);
  }

  resetRequestCache() {}
}
