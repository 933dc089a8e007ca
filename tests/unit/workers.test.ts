/**
 * @jest-environment node
 */
import { workerPlan } from '../../scripts/workers';

const PG = 'postgres://postgres@127.0.0.1:5432/vitrin';

describe('WEB_CONCURRENCY', () => {
  it('runs one worker by default, on either database', () => {
    expect(workerPlan({})).toEqual({ count: 1 });
    expect(workerPlan({ WEB_CONCURRENCY: '1' })).toEqual({ count: 1 });
    expect(workerPlan({ WEB_CONCURRENCY: ' ', DATABASE_URL: PG })).toEqual({ count: 1 });
  });

  it('refuses more than one worker on the embedded database, saying why and what to do', () => {
    for (const DATABASE_URL of [undefined, '', 'memory://']) {
      const plan = workerPlan({ WEB_CONCURRENCY: '2', DATABASE_URL });
      expect(plan).toEqual({ error: expect.stringContaining('PGlite') });
      expect('error' in plan && plan.error).toContain('DATABASE_URL=postgres://');
    }
  });

  it('runs N workers on PostgreSQL, warning when no Redis shares their cache and card sessions', () => {
    expect(workerPlan({ WEB_CONCURRENCY: '3', DATABASE_URL: PG, REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual({ count: 3 });
    expect(workerPlan({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgresql://db/shop' })).toEqual({ count: 2, warning: expect.stringContaining('REDIS_URL') });
  });

  it('refuses a count that is not a whole number of at least 1', () => {
    for (const WEB_CONCURRENCY of ['0', '-2', '1.5', 'two']) expect(workerPlan({ WEB_CONCURRENCY, DATABASE_URL: PG })).toEqual({ error: expect.stringContaining('whole number') });
  });
});
