/**
 * How a command-line change (scripts/operator.ts, scripts/product.ts) runs: the arguments parsed
 * into a command or a usage message, then the work on the shop's database through the service
 * layer. Exit codes: 1 for a bad command line or a request the services refuse, 2 while a running
 * server holds the embedded database.
 */
import { openDatabase, type Db } from '@/lib/server/db/client';
import { DatabaseLockedError } from '@/lib/server/db/lock';
import { ApiError } from '@/lib/server/errors';

export function runDatabaseCommand<T>(parse: (args: readonly string[]) => T | string, work: (db: Db, command: T) => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });

  async function main() {
    const parsed = parse(process.argv.slice(2));
    if (typeof parsed === 'string') {
      console.error(parsed);
      process.exitCode = 1;
      return;
    }
    const database = await openDatabase().catch((error: unknown) => {
      if (error instanceof DatabaseLockedError) return error;
      throw error;
    });
    if (database instanceof DatabaseLockedError) {
      console.error(database.message);
      process.exitCode = 2;
      return;
    }
    try {
      await work(database.db, parsed);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      console.error(`Refused: ${error.code}`);
      process.exitCode = 1;
    } finally {
      await database.close();
    }
  }
}
