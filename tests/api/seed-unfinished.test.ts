/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { seedDatabase } from '@/db/seed';
import { bulkLoadProducts } from '@/db/seed/bulk';
import { servableDatabase } from '@/lib/server/bootstrap';
import type { Database } from '@/lib/server/db/client';
import { seedState, UNFINISHED_SEED } from '@/lib/server/db/prepare';
import { freshShop } from '../support/shop';

// The bulk seed writes with COPY over its own connections: PostgreSQL only.
const describePostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

let shop: Database;

async function count(table: string) {
  const { rows } = (await shop.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
  return rows[0].n;
}

describePostgres('a bulk seed that fails part-way (ADR 0058)', () => {
  beforeAll(async () => {
    shop = await freshShop({ seed: false });
    // A row the seed's last step writes too: its key is taken, so that step fails after the products are loaded.
    await shop.db.execute(sql`insert into order_statuses (id, name_tr, name_en) values (1, 'Önceden', 'Already there')`);
    const bulk = { url: process.env.DATABASE_URL!, workers: 2, inProcess: true, load: bulkLoadProducts };
    await expect(seedDatabase(shop.db, { products: 1200, bulk })).rejects.toThrow(/insert into "order_statuses"/);
  }, 180_000);

  it('leaves the database marked as unfinished, not as a seeded shop', async () => {
    expect(await count('products')).toBe(1200);
    expect(await seedState(shop)).toBe('unfinished');
  });

  it('stops the server’s start with what to run', async () => {
    // The message, not the database a wrong start would answer (too large an object for a failure's diff).
    const outcome = await servableDatabase().then(() => 'started', (error: Error) => error.message);
    expect(outcome).toBe(UNFINISHED_SEED);
  });

  it('is wiped and seeded again by the next db:seed, without --reset', () => {
    const run = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/db.ts', 'seed', '--products', '60'], { env: process.env, encoding: 'utf8', timeout: 120_000 });
    expect(run.stderr).not.toMatch(/already holds a catalogue/);
    expect(run.stdout).toMatch(/stopped part-way: wiping it and seeding again/);
    expect(run.status).toBe(0);
  }, 150_000);

  it('then holds a whole shop and no mark', async () => {
    expect(await seedState(shop)).toBe('seeded');
    expect(await count('products')).toBe(60);
    expect(await count('unfinished_seeds')).toBe(0);
    const { rows } = (await shop.db.execute(sql`select name_en from order_statuses where id = 1`)) as unknown as { rows: { name_en: string }[] };
    expect(rows[0].name_en).not.toBe('Already there');
  });
});
