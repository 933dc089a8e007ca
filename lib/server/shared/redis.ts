import type { Redis } from 'ioredis';
import { connectRedis } from '../rate-limit/redis-store';

/**
 * The one Redis client of a process, for what every worker and instance must share when REDIS_URL is
 * set: the page cache, the card sandbox's sessions and the demo pictures' drawing claims (rate limits
 * keep their own lazy client). Keys start with VITRIN_REDIS_PREFIX (default `vitrin:`), so several
 * shops can share one Redis.
 */
export const redisPrefix = () => process.env.VITRIN_REDIS_PREFIX?.trim() || 'vitrin:';

export const sharedRedisConfigured = () => Boolean(process.env.REDIS_URL?.trim());

/** Next loads server code in several bundles of one process: they share one client through globalThis. */
type Holder = { client?: Promise<Redis> };
const holder = ((globalThis as { __vitrinSharedRedis?: Holder }).__vitrinSharedRedis ??= {});

/** The connected client, or null without REDIS_URL. A failed connection is tried again on the next call. */
export function sharedRedis(): Promise<Redis> | null {
  const url = process.env.REDIS_URL?.trim();
  if (!url) return null;
  return (holder.client ??= connectRedis(url).catch((error: unknown) => {
    holder.client = undefined;
    throw error;
  }));
}
