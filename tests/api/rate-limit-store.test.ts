/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { rateLimitHits } from '@/lib/server/db/schema';
import { consume, wouldAllow } from '@/lib/server/rate-limit/limiter';
import { PostgresStore } from '@/lib/server/rate-limit/postgres-store';
import { freshShop } from '../support/shop';

// Runs on the in-memory PGlite and, in the PostgreSQL suite, on the real server: the SQL is the same.
const W = 60_000;
const t0 = 1_800_000_000_000 - (1_800_000_000_000 % W);
const rule = { limit: 3, windowSeconds: 60 };

let shop: Database;
beforeAll(async () => {
  shop = await freshShop({ seed: false });
});

const store = () => new PostgresStore(async () => shop.db);
const key = () => `test:${randomUUID()}`;

describe('PostgresStore', () => {
  it('counts the current window and reads the previous one', async () => {
    const s = store();
    const k = key();
    expect(await s.hit({ key: k, windowStart: t0, windowMs: W, now: t0 })).toEqual({ current: 1, previous: 0 });
    expect(await s.hit({ key: k, windowStart: t0, windowMs: W, now: t0 + 1 })).toEqual({ current: 2, previous: 0 });
    expect(await s.hit({ key: k, windowStart: t0 + W, windowMs: W, now: t0 + W })).toEqual({ current: 1, previous: 2 });
    const rows = await shop.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, k)).orderBy(rateLimitHits.windowStart);
    expect(rows).toEqual([
      { key: k, windowStart: t0, count: 2, expiresAt: t0 + 2 * W },
      { key: k, windowStart: t0 + W, count: 1, expiresAt: t0 + 3 * W },
    ]);
  });

  it('shares limits between processes on one database', async () => {
    const one = store();
    const other = store();
    const subject = randomUUID();
    const results = [];
    for (const s of [one, other, one, other]) results.push(await consume(s, 'login:email', subject, rule, t0 + 5_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3].retryAfterSeconds).toBe(85);
  });

  it('peeks at both windows without counting, as consume would see them', async () => {
    const s = store();
    const k = key();
    expect(await s.peek({ key: k, windowStart: t0, windowMs: W, now: t0 })).toEqual({ current: 0, previous: 0 });
    await s.hit({ key: k, windowStart: t0, windowMs: W, now: t0 });
    await s.hit({ key: k, windowStart: t0 + W, windowMs: W, now: t0 + W });
    expect(await s.peek({ key: k, windowStart: t0 + W, windowMs: W, now: t0 + W })).toEqual({ current: 1, previous: 1 });
    expect(await s.peek({ key: k, windowStart: t0 + W, windowMs: W, now: t0 + W })).toEqual({ current: 1, previous: 1 });
    const subject = randomUUID();
    for (let i = 0; i < 3; i++) await consume(s, 'login:wrong', subject, rule, t0 + 5_000);
    expect((await wouldAllow(s, 'login:wrong', subject, rule, t0 + 5_000)).allowed).toBe(false);
    expect((await wouldAllow(s, 'login:wrong', randomUUID(), rule, t0 + 5_000)).allowed).toBe(true);
  });

  it('counts concurrent hits exactly', async () => {
    const s = store();
    const k = key();
    const counts = await Promise.all(Array.from({ length: 20 }, () => s.hit({ key: k, windowStart: t0, windowMs: W, now: t0 })));
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('deletes rows that weigh nothing any more, at most once a minute', async () => {
    const stale = key();
    const live = key();
    await shop.db.insert(rateLimitHits).values([
      { key: stale, windowStart: t0 - 3 * W, count: 4, expiresAt: t0 - W },
      { key: live, windowStart: t0 - W, count: 4, expiresAt: t0 + W },
    ]);
    const s = store();
    await s.hit({ key: key(), windowStart: t0, windowMs: W, now: t0 });
    const left = async () => (await shop.db.select({ key: rateLimitHits.key }).from(rateLimitHits).where(sql`${rateLimitHits.key} in (${stale}, ${live})`)).map((r) => r.key);
    expect(await left()).toEqual([live]);

    await shop.db.insert(rateLimitHits).values({ key: stale, windowStart: t0 - 3 * W, count: 4, expiresAt: t0 - W });
    await s.hit({ key: key(), windowStart: t0, windowMs: W, now: t0 + 59_999 });
    expect((await left()).sort()).toEqual([live, stale].sort());
    await s.hit({ key: key(), windowStart: t0 + W, windowMs: W, now: t0 + W });
    expect(await left()).toEqual([live]);
  });

  it('lets hits through with a warning when the database fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = new PostgresStore(() => Promise.reject(new Error('database unreachable')));
    expect(await consume(broken, 'login:email', 'a', rule, t0)).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 3 });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
