/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { CacheValue } from '@/lib/server/cache/next-internals';
import { PageCache } from '@/lib/server/cache/page-cache';
import { RevalidationLog } from '@/lib/server/cache/revalidations';
import { RedisPageStore } from '@/lib/server/cache/shared-store';
import type { Database } from '@/lib/server/db/client';
import { connectRedis } from '@/lib/server/rate-limit/redis-store';
import { freshShop } from '../support/shop';
import { localRedisUrl } from '../support/redis';

/*
 * Two processes' page caches sharing one Redis (REDIS_URL): what one renders the other serves, and a
 * revalidation made anywhere holds for the shared copy too. Skipped when no Redis answers.
 */
const url = localRedisUrl();
if (!url) console.log('No Redis on 127.0.0.1:6379 (and no REDIS_TEST_URL): the shared page cache tests are skipped.');
const describeRedis = url ? describe : describe.skip;

const page = (tags: string[], html: string): CacheValue => ({
  kind: 'APP_PAGE',
  status: 200,
  html,
  rscData: Buffer.from('rsc payload'),
  segmentData: new Map([['/_tree', Buffer.from('segment')]]),
  headers: { 'x-next-cache-tags': tags.join(',') },
});

describeRedis('the page cache shared through Redis', () => {
  const prefix = `vitrin-test:${process.pid}:${randomUUID()}:`;
  let database: Database;
  let redis: Redis;
  /** A process's cache: its own memory and revalidation log, the shared Redis store. */
  const processCache = () => new PageCache(new RevalidationLog(database.db, 0), 1_000_000, new RedisPageStore(async () => redis, prefix));

  beforeAll(async () => {
    database = await freshShop({ seed: false });
    redis = await connectRedis(url!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await database.close();
  });

  it('serves on one process a page the other rendered, Buffers and segments intact', async () => {
    const one = processCache();
    const other = processCache();
    await one.set('/route-cache/APP_PAGE/x/$/tr/urun/vazo', page(['product:7', '_N_T_/tr'], '<p>Vazo — çini</p>'));
    const got = await other.get('/route-cache/APP_PAGE/x/$/tr/urun/vazo');
    expect(got?.value.html).toBe('<p>Vazo — çini</p>');
    expect(Buffer.from(got!.value.rscData as Buffer).toString()).toBe('rsc payload');
    expect(Buffer.from(got!.value.segmentData!.get('/_tree') as Buffer).toString()).toBe('segment');
    // Now kept in the other process too, with its tags for its front cache.
    expect(other.pageTags('/tr/urun/vazo')).toEqual(['product:7', '_N_T_/tr']);
  });

  it('does not serve a shared entry whose tag was revalidated after it was made, on any process', async () => {
    const one = processCache();
    await one.set('read-price', { kind: 'FETCH', data: { price: 100 } }, { tags: ['product:9'] });
    await one.revalidateTag(['product:9'], { expire: 0 });
    expect(await processCache().get('read-price', { tags: ['product:9'] })).toBeNull();
  });

  it('shares the shop’s own data reads', async () => {
    const readAt = Date.now();
    processCache().setRead('vitrin-read:menu', { items: ['Seramik'] }, ['menu'], readAt);
    // One connection runs its commands in order: the write is in before this read.
    expect(await processCache().getRead('vitrin-read:menu', 60_000)).toEqual({ data: { items: ['Seramik'] }, tags: ['menu'] });
  });

  it('is a miss, never an error, when Redis is away', async () => {
    const away = new PageCache(new RevalidationLog(database.db, 0), 1_000_000, new RedisPageStore(() => Promise.reject(new Error('connection refused')), prefix));
    await away.set('/en', page(['layout'], '<p>home</p>'));
    expect((await away.get('/en'))?.value.html).toBe('<p>home</p>');
    expect(await away.get('/en/other')).toBeNull();
  });
});
