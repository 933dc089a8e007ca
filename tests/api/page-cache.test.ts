/** @jest-environment node */
import type { CacheValue } from '@/lib/server/cache/next-internals';
import { PageCache } from '@/lib/server/cache/page-cache';
import { retainedBytes } from '@/lib/server/cache/retained-bytes';
import { EVERYTHING, markTags, RevalidationLog } from '@/lib/server/cache/revalidations';
import type { Database } from '@/lib/server/db/client';
import { cacheRevalidations } from '@/lib/server/db/schema';
import { memoryInUse, latinPage, turkishPage } from '../support/heap';
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
    const cache = newCache(35_000);
    for (const key of ['a', 'b']) await cache.set(key, page([], key.repeat(8000)));
    await cache.get('a');
    for (const key of ['c', 'd', 'e']) await cache.set(key, page([], key.repeat(8000)));
    expect(cache.size.bytes).toBeLessThanOrEqual(35_000);
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

  // Whether retainedBytes matches what V8 really keeps is measured in tests/unit/retained-bytes.test.ts,
  // in a process with no database: here PGlite's own memory moves under any measurement.
  it('counts a Turkish page by the UTF-8 bytes it keeps, about half of what its string would cost', async () => {
    const cache = newCache(64 * 1024 * 1024);
    let asStrings = 0;
    let utf8 = 0;
    for (let n = 0; n < 30; n++) {
      const html = turkishPage(n);
      asStrings += retainedBytes(html);
      utf8 += Buffer.byteLength(html);
      await cache.set(`/tr/productdetail/urun/${n}`, page([`product:${n}`], html));
    }
    expect(cache.size.bytes).toBeGreaterThanOrEqual(utf8);
    expect(cache.size.bytes / utf8).toBeLessThan(1.1);
    expect(cache.size.bytes / asStrings).toBeLessThan(0.6);
    expect((await cache.get('/tr/productdetail/urun/7'))?.value.html).toBe(turkishPage(7));
  });

  it('never holds more than its budget, whatever the sizes and languages of its pages and reads', async () => {
    const budget = 2 * 1024 * 1024;
    const cache = newCache(budget);
    const before = memoryInUse();
    for (let n = 0; n < 60; n++) {
      const kb = 10 + ((n * 37) % 300);
      const text = n % 2 ? turkishPage(n, kb) : latinPage(n, kb);
      if (n % 3) await cache.set(`/tr/p/${n}`, page([`product:${n}`], text));
      else cache.setRead(`read ${n}`, { Title: text }, [`product:${n}`], Date.now());
      expect(cache.size.bytes).toBeLessThanOrEqual(budget);
    }
    // Unbounded, these 60 pages would keep about 15 MB; the margin absorbs PGlite's own moves.
    expect(memoryInUse() - before).toBeLessThan(budget * 1.5);
  });

  it('tells the tags of the page it keeps under a path, for the front cache', async () => {
    const cache = newCache();
    // Next 16's key for the page at that path.
    await cache.set('/route-cache/APP_PAGE/0f3a/$/tr/productdetail/vazo/1', page(['product:1', 'product:9', '_N_T_/tr/productdetail/vazo/1']));
    cache.setRead('read get-product-detail 1', { Title: 'Vazo' }, ['product:1'], Date.now());
    expect(cache.pageTags('/tr/productdetail/vazo/1')).toEqual(['product:1', 'product:9', '_N_T_/tr/productdetail/vazo/1']);
    expect(cache.pageTags('read get-product-detail 1')).toBeNull();
    expect(cache.pageTags('/tr/productdetail/kase/2')).toBeNull();
    await cache.set('/route-cache/APP_PAGE/0f3a/$/tr/productdetail/vazo/1', null);
    expect(cache.pageTags('/tr/productdetail/vazo/1')).toBeNull();
    await markTags(database.db, ['product:9'], 'expired', Date.now() + 1);
    expect(await cache.revalidatedSince(['product:1'], Date.now() - 1000)).toBe(false);
    expect(await cache.revalidatedSince(['product:1', 'product:9'], Date.now() - 1000)).toBe(true);
  });

  it('keeps a read for its age at most, and drops it at a revalidation of a tag its answer named', async () => {
    const cache = newCache();
    const readAt = Date.now();
    cache.setRead('read a', { Title: 'Şık vazo' }, ['product:1'], readAt);
    cache.setRead('read b', { Title: 'Kase' }, ['product:2'], readAt);
    expect(await cache.getRead('read a', 60_000)).toEqual({ data: { Title: 'Şık vazo' }, tags: ['product:1'] });
    expect(await cache.getRead('read a', 60_000, readAt + 60_001)).toBeNull();
    await markTags(database.db, ['product:2'], 'stale', Date.now() + 1);
    expect(await cache.getRead('read b', 60_000)).toBeNull();
  });
});
