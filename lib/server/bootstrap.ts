import 'server-only';
import { installPageCache } from './cache/install';
import { checkSiteUrlAtStart } from './http/origin';
import { announceCardMode } from './payments/paytr';
import { closeDatabase, getDatabase } from './db/client';
import { seedState, UNFINISHED_SEED } from './db/prepare';
import { startBlogScheduleJob } from './jobs/blog-schedule';
import { startOrderExpiryJob } from './jobs/order-expiry';
import { startOutboxWorker } from './mail/outbox-worker';
import { seedShop } from './shop-data';

/**
 * The shop's database, ready to serve: opened and migrated, and an empty one filled with the demo
 * catalogue (unless VITRIN_SEED_ON_START=false). A half-seeded one stops the start: half its products,
 * or its indexes still dropped, whatever the seed setting, it must not serve.
 */
export async function servableDatabase() {
  let database = await getDatabase();
  const state = await seedState(database);
  if (state === 'unfinished') throw new Error(UNFINISHED_SEED);
  if (process.env.VITRIN_SEED_ON_START !== 'false' && state === 'empty') {
    const started = Date.now();
    const summary = await seedShop(database);
    console.log(`[vitrin] empty database: demo catalogue seeded in ${Date.now() - started} ms (${summary})`);
    if (database.kind === 'pglite') {
      await closeDatabase();
      database = await getDatabase();
    }
  }
  return database;
}

/**
 * Server start, once per process, before the first request: the API registry is checked (a name
 * defined twice stops the start), the database made ready (servableDatabase), the page cache
 * installed, and the mail outbox worker and the unpaid-order expiry job started (the CLI and the
 * tests never start them).
 */
export async function startShop() {
  checkSiteUrlAtStart();
  announceCardMode();
  await import('./api/registry');
  const database = await servableDatabase();
  installPageCache(database.db);
  startOutboxWorker();
  startOrderExpiryJob();
  startBlogScheduleJob();
  return database;
}

/** The server's start: a shop that cannot open or migrate its database must not answer 500s forever, so it stops, loudly. */
export async function startShopOrExit() {
  try {
    await startShop();
  } catch (error) {
    console.error('[vitrin] the shop could not start:', error);
    process.exit(1);
  }
}
