import { databaseUrl } from '../config/env';
import { getDb } from '../db/client';
import { MemoryStore } from './memory-store';
import { PostgresStore } from './postgres-store';
import { redisPrefix } from '../shared/redis';
import { connectRedis, RedisStore } from './redis-store';
import type { RateLimitStore, WindowHit } from './types';

export type RateLimitStoreKind = 'redis' | 'postgres' | 'memory';

/** REDIS_URL first, then a PostgreSQL server (several instances share it), else this process alone. */
export function rateLimitStoreKind(): RateLimitStoreKind {
  if (process.env.REDIS_URL?.trim()) return 'redis';
  const url = databaseUrl();
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return 'postgres';
  return 'memory';
}

/** Connects on first hit, so choosing the store opens nothing (e.g. during `next build`). */
class LazyRedisStore implements RateLimitStore {
  private store?: Promise<RedisStore>;

  constructor(private readonly url: string) {}

  hit(hit: WindowHit) {
    return this.connected().then((store) => store.hit(hit));
  }

  peek(hit: WindowHit) {
    return this.connected().then((store) => store.peek(hit));
  }

  private connected() {
    return (this.store ??= connectRedis(this.url).then(
      (redis) => new RedisStore(redis, `${redisPrefix()}rl:`),
      (error: unknown) => {
        this.store = undefined;
        throw error;
      },
    ));
  }
}

function createStore(kind: RateLimitStoreKind): RateLimitStore {
  if (kind === 'redis') return new LazyRedisStore(process.env.REDIS_URL!.trim());
  if (kind === 'postgres') return new PostgresStore(getDb);
  return new MemoryStore();
}

/** Next loads server code in several bundles of one process: they share one store through globalThis. */
type Holder = { store?: RateLimitStore };
const holder = ((globalThis as { __vitrinRateLimit?: Holder }).__vitrinRateLimit ??= {});

/** The process's rate-limit store, chosen from the environment on first use. */
export function rateLimitStore(): RateLimitStore {
  return (holder.store ??= createStore(rateLimitStoreKind()));
}
