/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { consume } from '@/lib/server/rate-limit/limiter';
import { connectRedis, RedisStore } from '@/lib/server/rate-limit/redis-store';
import { localRedisUrl } from '../../support/redis';

const url = localRedisUrl();
if (!url) console.log('No Redis on 127.0.0.1:6379 (and no REDIS_TEST_URL): the Redis store tests are skipped.');
const describeRedis = url ? describe : describe.skip;

const W = 60_000;
const t0 = 1_800_000_000_000 - (1_800_000_000_000 % W);
const rule = { limit: 3, windowSeconds: 60 };

describeRedis('RedisStore against a live Redis', () => {
  const prefix = `vitrin-test:${process.pid}:${randomUUID()}:`;
  const clients: Redis[] = [];
  const connect = async () => {
    const redis = await connectRedis(url!);
    clients.push(redis);
    return redis;
  };

  afterAll(async () => {
    const [redis] = clients;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await Promise.all(clients.map((client) => client.quit()));
  });

  it('counts the current window and reads the previous one, with keys that expire by themselves', async () => {
    const redis = await connect();
    const store = new RedisStore(redis, prefix);
    const hit = (windowStart: number) => store.hit({ key: 'k', windowStart, windowMs: W, now: windowStart });
    expect(await hit(t0)).toEqual({ current: 1, previous: 0 });
    expect(await hit(t0)).toEqual({ current: 2, previous: 0 });
    expect(await hit(t0 + W)).toEqual({ current: 1, previous: 2 });
    const ttl = await redis.pttl(`${prefix}k:${t0 + W}`);
    expect(ttl).toBeGreaterThan(W);
    expect(ttl).toBeLessThanOrEqual(2 * W);
  });

  it('peeks at both windows without counting', async () => {
    const store = new RedisStore(await connect(), prefix);
    const at = (windowStart: number) => ({ key: 'peeked', windowStart, windowMs: W, now: windowStart });
    expect(await store.peek(at(t0))).toEqual({ current: 0, previous: 0 });
    await store.hit(at(t0));
    await store.hit(at(t0 + W));
    expect(await store.peek(at(t0 + W))).toEqual({ current: 1, previous: 1 });
    expect(await store.peek(at(t0 + W))).toEqual({ current: 1, previous: 1 });
  });

  it('shares limits between processes using the same Redis', async () => {
    const one = new RedisStore(await connect(), prefix);
    const other = new RedisStore(await connect(), prefix);
    const results = [];
    for (const store of [one, other, one, other]) results.push(await consume(store, 'login:email', 'shared@example.com', rule, t0 + 5_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3].retryAfterSeconds).toBe(55 + 30);
  });

  it('counts concurrent hits exactly', async () => {
    const store = new RedisStore(await connect(), prefix);
    const counts = await Promise.all(Array.from({ length: 25 }, () => store.hit({ key: 'burst', windowStart: t0, windowMs: W, now: t0 })));
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('fails open at once, with a warning, when the connection is gone', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const redis = await connectRedis(url!);
    await redis.ping();
    redis.disconnect();
    const started = Date.now();
    expect(await consume(new RedisStore(redis, prefix), 'login:email', 'a', rule, t0)).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 3 });
    expect(Date.now() - started).toBeLessThan(100);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('RedisStore with no Redis answering', () => {
  it('lets hits through with a warning within the command timeout', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Port 1 refuses connections: the situation of a Redis outage.
    // A short disconnect timeout: the default 2 s timer would keep Jest waiting after the test.
    const redis = await connectRedis('redis://127.0.0.1:1', { disconnectTimeout: 50 });
    const started = Date.now();
    const decision = await consume(new RedisStore(redis), 'generate-guid:ip', '10.0.0.1', rule, t0);
    redis.disconnect();
    expect(decision).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 3 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/generate-guid:ip allowed without a limit/);
    warn.mockRestore();
  });
});
