/** @jest-environment node */
import { MemoryStore } from '@/lib/server/rate-limit/memory-store';
import { rateLimitStore, rateLimitStoreKind } from '@/lib/server/rate-limit/store';

describe('rateLimitStoreKind', () => {
  const saved = { REDIS_URL: process.env.REDIS_URL, DATABASE_URL: process.env.DATABASE_URL };
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it.each([
    [{ REDIS_URL: 'redis://cache:6379', DATABASE_URL: 'postgres://db/shop' }, 'redis'],
    [{ REDIS_URL: ' ', DATABASE_URL: 'postgres://db/shop' }, 'postgres'],
    [{ DATABASE_URL: 'postgresql://db/shop' }, 'postgres'],
    [{ DATABASE_URL: 'memory://' }, 'memory'],
    [{ DATABASE_URL: '' }, 'memory'],
  ])('%j → %s', (env, kind) => {
    delete process.env.REDIS_URL;
    Object.assign(process.env, env);
    expect(rateLimitStoreKind()).toBe(kind);
  });
});

describe('rateLimitStore', () => {
  it('is one in-process memory store on the embedded database', () => {
    expect(rateLimitStore()).toBeInstanceOf(MemoryStore);
    expect(rateLimitStore()).toBe(rateLimitStore());
  });
});
