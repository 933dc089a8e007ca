/** @jest-environment node */
import { spawn, spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { seedState } from '@/lib/server/db/prepare';
import { freshShop } from '../support/shop';

// The bulk seed runs on PostgreSQL only, from 10,000 products, with forked loader processes.
const describePostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

let shop: Database;

const seed = (products: number) => ['tsx', '--conditions=react-server', 'scripts/db.ts', 'seed', '--products', String(products)];

async function count(table: string) {
  const { rows } = (await shop.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
  return rows[0].n;
}

/** Polls until the condition holds: what an operator would see in the database, not a guessed time. */
async function until(condition: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describePostgres('a bulk seed killed part-way (ADR 0058)', () => {
  beforeAll(async () => {
    shop = await freshShop({ seed: false });
  });

  it('leaves the database marked, and the next db:seed seeds it whole', async () => {
    // Its own process group: the command line, tsx and the forked loaders all go at once, as with a kill -9 of the run.
    const run = spawn('npx', seed(10_000), { env: process.env, detached: true, stdio: 'ignore' });
    const exited = new Promise((resolve) => run.once('exit', resolve));
    await until(async () => (await count('products')) > 0, 120_000);
    process.kill(-run.pid!, 'SIGKILL');
    await exited;
    expect(await count('products')).toBeLessThan(10_000);
    expect(await seedState(shop)).toBe('unfinished');

    const again = spawnSync('npx', seed(60), { env: process.env, encoding: 'utf8', timeout: 120_000 });
    expect(again.stdout).toMatch(/stopped part-way: wiping it and seeding again/);
    expect(again.status).toBe(0);
    expect(await seedState(shop)).toBe('seeded');
    expect(await count('products')).toBe(60);
  }, 300_000);
});
