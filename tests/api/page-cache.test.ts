/** @jest-environment node */
import { PageCache, type CacheValue } from '@/lib/server/cache/page-cache';
import { EVERYTHING, markTags, RevalidationLog } from '@/lib/server/cache/revalidations';
import type { Database } from '@/lib/server/db/client';
import { cacheRevalidations } from '@/lib/server/db/schema';
import { freshShop } from '../support/shop';

let database: Database;
beforeAll(async () => {
  database = await freshShop({ seed: false });
});
beforeEach(() => database.db.delete(cacheRevalidations));

const page = (tags: string[], html = '<p>page</p>', status = 200): CacheValue => ({
  kind: 'APP_PAGE',
  status,
  html,
  rscData: new Uint8Array(10),
  headers: { 'x-next-cache-tags': tags.join(',') },
});
const read = (data: unknown): CacheValue => ({ kind: 'FETCH', data });

/** A log that reads the database on every question, as a second instance would after its refresh period. */
const newCache = (maxBytes = 1_000_000) => new PageCache(new RevalidationLog(database.db, 0), maxBytes);

describe('the page cache', () => {
  it('serves what it keeps until a tag it was built from is revalidated', async () => {
    const cache = newCache();
    await cache.set('/tr', page(['catalog', '_N_T_/tr']));
    expect((await cache.get('/tr'))?.value.html).toBe('<p>page</p>');
    await cache.revalidateTag('content', { expire: 0 });
    expect((await cache.get('/tr'))?.lastModified).toBeGreaterThan(1);
    await cache.revalidateTag('catalog', { expire: 0 });
    // Stale: served once more (lastModified 1 tells Next to re-render behind it).
    expect((await cache.get('/tr'))?.lastModified).toBe(1);
  });

  it('drops a data read at once when its tag is revalidated, so the re-render sees new data', async () => {
    const cache = newCache();
    await cache.set('read-1', read({ price: 100 }), { tags: ['catalog'] });
    expect((await cache.get('read-1', { tags: ['catalog'] }))?.value.data).toEqual({ price: 100 });
    await cache.revalidateTag(['catalog'], { expire: 0 });
    expect(await cache.get('read-1', { tags: ['catalog'] })).toBeNull();
  });

  it('expires everything when the database is reseeded, on every instance', async () => {
    const one = newCache();
    const other = newCache();
    await one.set('/en', page(['layout']));
    await other.set('/en', page(['layout']));
    await markTags(database.db, [EVERYTHING], 'expired', Date.now() + 1);
    expect(await one.get('/en')).toBeNull();
    expect(await other.get('/en')).toBeNull();
  });

  it('sees a revalidation made by another instance', async () => {
    const one = newCache();
    const other = newCache();
    await one.set('/en', page(['content']));
    await other.revalidateTag('content');
    expect(await one.get('/en')).toBeNull();
  });

  it('never keeps a 404 or a 500', async () => {
    const cache = newCache();
    await cache.set('/tr/nowhere', page([], 'missing', 404));
    await cache.set('/tr/broken', page([], 'broken', 500));
    expect(await cache.get('/tr/nowhere')).toBeNull();
    expect(await cache.get('/tr/broken')).toBeNull();
    expect(cache.size.entries).toBe(0);
  });

  it('stays within its byte budget, letting the least recently used go first', async () => {
    const cache = newCache(3500);
    for (const key of ['a', 'b']) await cache.set(key, page([], key.repeat(400)));
    await cache.get('a');
    for (const key of ['c', 'd', 'e']) await cache.set(key, page([], key.repeat(400)));
    expect(cache.size.bytes).toBeLessThanOrEqual(3500);
    expect(await cache.get('b')).toBeNull();
    expect(await cache.get('a')).not.toBeNull();
    expect(await cache.get('d')).not.toBeNull();
  });

  it('reads the log from the database at most once per refresh period', async () => {
    const log = new RevalidationLog(database.db, 60_000);
    const cache = new PageCache(log, 1_000_000);
    await cache.set('/tr', page(['catalog']));
    await cache.get('/tr');
    await markTags(database.db, ['catalog'], 'expired', Date.now() + 1);
    // Within the period this instance has not looked again; the next period it will.
    expect(await cache.get('/tr')).not.toBeNull();
    await log.refresh(Date.now() + 60_001);
    expect(await cache.get('/tr')).toBeNull();
  });
});
