/** @jest-environment node */
import { consume, decide, rateLimitKey, wouldAllow } from '@/lib/server/rate-limit/limiter';
import { MemoryStore } from '@/lib/server/rate-limit/memory-store';
import type { RateLimitStore } from '@/lib/server/rate-limit/types';

const minute = { limit: 5, windowSeconds: 60 };
const W = 60_000;
/** A window start on the injected clock (any multiple of the window). */
const t0 = 1_800_000_000_000 - (1_800_000_000_000 % W);

async function hits(store: RateLimitStore, subject: string, times: number, at: number, rule = minute) {
  const results = [];
  for (let i = 0; i < times; i += 1) results.push(await consume(store, 'login:email', subject, rule, at));
  return results;
}

describe('consume (sliding window counter)', () => {
  it('allows `limit` hits in a window and refuses the next with the time the window needs to slide', async () => {
    const store = new MemoryStore();
    const results = await hits(store, 'a@example.com', 5, t0 + 10_000);
    expect(results.map((r) => [r.allowed, r.remaining])).toEqual([[true, 4], [true, 3], [true, 2], [true, 1], [true, 0]]);
    // 6 hits at 10 s: in the next window they weigh 6·(60 − x)/60, and one more fits once that is ≤ 4, at x = 20 s.
    expect(await consume(store, 'login:email', 'a@example.com', minute, t0 + 10_000)).toEqual({ allowed: false, retryAfterSeconds: 70, remaining: 0 });
    expect((await consume(store, 'login:email', 'a@example.com', minute, t0 + 80_000)).allowed).toBe(true);
  });

  it('still refuses a millisecond before the Retry-After it gave', async () => {
    const store = new MemoryStore();
    await hits(store, 'b@example.com', 6, t0 + 10_000);
    expect((await consume(store, 'login:email', 'b@example.com', minute, t0 + 79_999)).allowed).toBe(false);
  });

  it('weighs the previous window by its overlap as the window slides', async () => {
    const store = new MemoryStore();
    const rule = { limit: 10, windowSeconds: 60 };
    await hits(store, 'c', 10, t0, rule);
    // At the next window's start the previous 10 still weigh fully; 12 s later they weigh 8, so two more fit.
    expect(await consume(store, 'login:email', 'c', rule, t0 + W)).toEqual({ allowed: false, retryAfterSeconds: 12, remaining: 0 });
    expect(await consume(store, 'login:email', 'c', rule, t0 + W + 12_000)).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 0 });
    expect((await consume(store, 'login:email', 'c', rule, t0 + W + 12_000)).allowed).toBe(false);
    // Two windows on nothing is left to weigh.
    expect(await consume(store, 'login:email', 'c', rule, t0 + 3 * W)).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 9 });
  });

  it('keeps subjects and buckets apart', async () => {
    const store = new MemoryStore();
    await hits(store, '10.0.0.1', 6, t0);
    expect((await consume(store, 'login:email', '10.0.0.1', minute, t0)).allowed).toBe(false);
    expect((await consume(store, 'login:email', '10.0.0.2', minute, t0)).allowed).toBe(true);
    expect((await consume(store, 'generate-guid:ip', '10.0.0.1', minute, t0)).allowed).toBe(true);
  });

  it('hashes long subjects into a short key', () => {
    const key = rateLimitKey('login:email', 'x'.repeat(10_000));
    expect(key.length).toBeLessThan(80);
    expect(key).toBe(rateLimitKey('login:email', 'x'.repeat(10_000)));
    expect(rateLimitKey('login:email', 'a@example.com')).toBe('login:email:a@example.com');
  });

  it('gives a whole Retry-After ≥ 1 that is the first whole second a hit fits again', () => {
    let refused = 0;
    for (const limit of [1, 3, 10]) {
      for (let previous = 0; previous <= 15; previous += 1) {
        for (let current = 1; current <= 15; current += 1) {
          for (const elapsed of [0, 1, 999, 17_500, 59_999]) {
            const decision = decide({ current, previous }, limit, W, elapsed);
            if (decision.allowed) continue;
            refused += 1;
            expect(Number.isInteger(decision.retryAfterSeconds)).toBe(true);
            expect(decision.retryAfterSeconds).toBeGreaterThanOrEqual(1);
            // One more hit after waiting, with no hits in between: it lands in this window, the next or a later one.
            const nextHit = (at: number) =>
              at < W ? decide({ current: current + 1, previous }, limit, W, at) : at < 2 * W ? decide({ current: 1, previous: current }, limit, W, at - W) : decide({ current: 1, previous: 0 }, limit, W, at % W);
            const at = elapsed + decision.retryAfterSeconds * 1000;
            expect(nextHit(at).allowed).toBe(true);
            if (decision.retryAfterSeconds > 1) expect(nextHit(at - 1000).allowed).toBe(false);
          }
        }
      }
    }
    expect(refused).toBeGreaterThan(1000);
  });
});

describe('wouldAllow (a check that does not count)', () => {
  it('judges one more hit as consume would, and counts nothing itself', async () => {
    const store = new MemoryStore();
    for (let i = 0; i < 10; i += 1) expect(await wouldAllow(store, 'login:wrong', 'd', minute, t0 + 10_000)).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 4 });
    await hits(store, 'd', 5, t0 + 10_000);
    const judged = await wouldAllow(store, 'login:email', 'd', minute, t0 + 10_000);
    expect(judged).toEqual({ allowed: false, retryAfterSeconds: 70, remaining: 0 });
    expect(await consume(store, 'login:email', 'd', minute, t0 + 10_000)).toEqual(judged);
  });
});

describe('a failing store', () => {
  it('lets hits through with a logged warning, once a minute per store', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refuse = () => Promise.reject(new Error('connection refused'));
    const broken: RateLimitStore = { hit: refuse, peek: refuse };
    expect(await consume(broken, 'login:email', 'a', minute, t0)).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 5 });
    expect(await consume(broken, 'login:email', 'a', minute, t0)).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 5 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/rate-limit.*login:email allowed without a limit/);
    warn.mockRestore();
  });
});

describe('MemoryStore', () => {
  const hit = (store: MemoryStore, key: string, now: number) => store.hit({ key, windowStart: now - (now % W), windowMs: W, now });

  it('keeps at most maxKeys subjects, evicting the least recently hit', async () => {
    const store = new MemoryStore(100);
    await hit(store, 'kept', t0);
    for (let i = 0; i < 1000; i += 1) {
      await hit(store, `flood-${i}`, t0 + 1);
      if (i % 50 === 0) await hit(store, 'kept', t0 + 1);
    }
    expect(store.size).toBe(100);
    expect(await hit(store, 'kept', t0 + 2)).toEqual({ current: 22, previous: 0 });
    expect(await hit(store, 'flood-0', t0 + 2)).toEqual({ current: 1, previous: 0 });
  });

  it('caps at 50 000 subjects by default', () => {
    expect(new MemoryStore().maxKeys).toBe(50_000);
  });

  it('drops windows that no longer weigh anything', async () => {
    const store = new MemoryStore();
    for (let i = 0; i < 500; i += 1) await hit(store, `ip-${i}`, t0);
    expect(store.size).toBe(500);
    await hit(store, 'ip-0', t0 + W);
    expect(store.size).toBe(500);
    // Two windows on, one hit sweeps every expired entry, not only the one it touches.
    expect(await hit(store, 'late', t0 + 2 * W + 1)).toEqual({ current: 1, previous: 0 });
    expect(store.size).toBe(2);
    expect(await hit(store, 'ip-0', t0 + 2 * W + 2)).toEqual({ current: 1, previous: 1 });
  });
});
