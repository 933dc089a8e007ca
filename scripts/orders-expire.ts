/**
 * Cancels unpaid orders past their payment deadline and gives their stock back (the job the server
 * also runs every few minutes), for cron:
 *   npm run orders:expire
 * Uses DATABASE_URL when set, else the embedded PGlite under the data folder, which it refuses
 * while the server holds it (the running server already runs this job).
 */
import { openDatabase, type Database } from '@/lib/server/db/client';
import { DatabaseLockedError } from '@/lib/server/db/lock';
import { migrateDatabase } from '@/lib/server/db/prepare';
import { expireUnpaidOrders } from '@/lib/server/services/checkout/card';

async function main() {
  let database: Database;
  try {
    database = await openDatabase();
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    console.error(`${error.message} The running server cancels expired orders itself every few minutes.`);
    process.exitCode = 2;
    return;
  }
  try {
    await migrateDatabase(database);
    const cancelled = await expireUnpaidOrders(database.db);
    console.log(`${cancelled} unpaid order(s) past their deadline cancelled.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
