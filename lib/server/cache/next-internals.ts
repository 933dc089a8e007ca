/**
 * Names that Next uses inside its server but does not document: the shop's page cache, front cache
 * and server read or write them, and import them from here only. Each comment names the file of the
 * installed `next` package (under node_modules/next/dist) that holds it; tests/unit/next-internals.test.ts
 * reads those files, so a Next upgrade that renames one fails there rather than in production.
 */

/** The kind of a rendered App Router page in the cacheHandler's values: CachedRouteKind.APP_PAGE, server/response-cache/types.js. */
export const PAGE_KIND = 'APP_PAGE';

/** The kind of an `unstable_cache` (or fetch) read in the cacheHandler's values: CachedRouteKind.FETCH, server/response-cache/types.js. */
export const FETCH_KIND = 'FETCH';

/** The stored page header that lists the tags it was rendered under: NEXT_CACHE_TAGS_HEADER, lib/constants.js. */
export const CACHE_TAGS_HEADER = 'x-next-cache-tags';

/** The response header saying whether a page came from Next's cache (HIT, STALE, MISS): build/templates/app-page-runtime.js. */
export const CACHE_STATE_HEADER = 'x-nextjs-cache';

/** The cookie of draft mode, whose pages Next renders per request: COOKIE_NAME_PRERENDER_BYPASS, server/api-utils/index.js. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * Request headers the client router (and a server action) sends, on which Next answers with
 * something other than the page's HTML: RSC_HEADER, NEXT_ROUTER_STATE_TREE_HEADER,
 * NEXT_ROUTER_PREFETCH_HEADER, NEXT_ROUTER_SEGMENT_PREFETCH_HEADER, ACTION_HEADER and NEXT_URL,
 * client/components/app-router-headers.js.
 */
export const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url'] as const;

/** The query parameter that marks a router request in the URL: NEXT_RSC_UNION_QUERY, client/components/app-router-headers.js. */
export const ROUTER_QUERY = '_rsc';

/**
 * The cacheHandler key of a page is `/route-cache/APP_PAGE/<hash of its route>/$<pathname>`:
 * getRouteCacheKey, server/lib/route-cache-key.js. The pathname follows this mark.
 */
export const PAGE_KEY_PATH_MARK = '/$';

/** What Next hands a cacheHandler (next.config `cacheHandler`): a cached page, route or data read. */
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

/** The context of a cacheHandler's get and set: the tags of a data read, and the soft (path) tags of the page reading it. */
export interface CacheContext {
  tags?: string[];
  softTags?: string[];
}
