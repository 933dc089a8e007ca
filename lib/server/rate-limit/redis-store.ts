import type { Redis, RedisOptions } from 'ioredis';
import type { RateLimitStore, WindowCounts, WindowHit } from './types';

/**
 * Counters in Redis, shared by every process that uses it: one key per window, counted and given
 * its expiry in one MULTI with the read of the previous window, so keys vanish by themselves.
 */
export class RedisStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'vitrin:rl:',
  ) {}

  async hit({ key, windowStart, windowMs }: WindowHit): Promise<WindowCounts> {
    this.refuseWhileAway();
    const current = `${this.prefix}${key}:${windowStart}`;
    const results = await this.redis
      .multi()
      .incr(current)
      .pexpire(current, 2 * windowMs)
      .get(`${this.prefix}${key}:${windowStart - windowMs}`)
      .exec();
    if (!results) throw new Error('Redis discarded the rate-limit transaction');
    const failed = results.find(([error]) => error);
    if (failed) throw failed[0];
    return { current: Number(results[0][1]), previous: Number(results[2][1] ?? 0) };
  }

  async peek({ key, windowStart, windowMs }: WindowHit): Promise<WindowCounts> {
    this.refuseWhileAway();
    const [current, previous] = await this.redis.mget(`${this.prefix}${key}:${windowStart}`, `${this.prefix}${key}:${windowStart - windowMs}`);
    return { current: Number(current ?? 0), previous: Number(previous ?? 0) };
  }

  /** Once connected, an outage fails at once instead of queueing every request for the timeout. */
  private refuseWhileAway() {
    if (this.redis.status === 'reconnecting' || this.redis.status === 'end') throw new Error(`Redis is ${this.redis.status}`);
  }
}

/**
 * A client that fails fast when Redis is away (the limiter then lets hits through) and keeps
 * reconnecting in the background; its errors surface through the limiter's warning.
 */
export async function connectRedis(url: string, options: RedisOptions = {}): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 500, connectTimeout: 2000, ...options });
  redis.on('error', () => undefined);
  return redis;
}
