import type { Db } from '../db/client';
import { PageCache } from './page-cache';
import { RevalidationLog } from './revalidations';

const INSTALLED = Symbol.for('vitrin.page-cache');

/** Pages and data reads kept in memory: 64 MB unless VITRIN_PAGE_CACHE_MB says otherwise. */
const budget = () => Math.max(1, Number(process.env.VITRIN_PAGE_CACHE_MB) || 64) * 1024 * 1024;

/** Hands the shop's PageCache to Next's cache handler (lib/server/cache/next-cache-handler.mjs). */
export function installPageCache(db: Db): PageCache {
  const holder = globalThis as { [INSTALLED]?: PageCache };
  holder[INSTALLED] ??= new PageCache(new RevalidationLog(db), budget());
  return holder[INSTALLED];
}
