import path from 'node:path';
import { dataDir, databaseUrl, isBuildPhase } from '../config/env';
import { drainBeforeClose } from '../shutdown';
import { acquireLock } from './lock';
import type { Database, Db } from './database';
import * as schema from './schema';

export type { Database, Db } from './database';

/**
 * Opens the database the environment names. Callers go through `getDatabase()`; tests and scripts may open their own.
 * An in-memory database may start from `template`, a data folder PGlite dumped (the tests' migrated shop).
 */
export async function openDatabase(url = databaseUrl(), template?: Blob): Promise<Database> {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    return { db: drizzle(pool, { schema }), kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm serves the product search (db/migrations/0003_search.sql creates it): PGlite ships contrib
  // extensions as separate bundles that must be named when the instance starts.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // PostgreSQL's default 128 MB of shared buffers costs the server ~130 MB of memory for a shop whose
  // data is a few tens of MB; the operating system caches the files beneath anyway.
  const options = { postgresqlconf: ['shared_buffers=32MB'], extensions: { pg_trgm } };
  const { drizzle } = await import('drizzle-orm/pglite');
  if (url === 'memory://') {
    const client = await PGlite.create({ ...options, loadDataDir: template });
    return { db: drizzle(client, { schema }), kind: 'pglite', close: () => client.close() };
  }
  const folder = url.startsWith('file://') ? url.slice('file://'.length) : path.join(dataDir(), 'pglite');
  const release = acquireLock(folder);
  try {
    const client = await PGlite.create(folder, options);
    return {
      db: drizzle(client, { schema }),
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Next loads server code in several bundles inside one process; the instance lives on
 * globalThis so that all of them share one PGlite (two would corrupt the folder).
 */
type Holder = { database?: Promise<Database>; forgetExitHandlers?: () => void };
const holder = ((globalThis as { __vitrinDb?: Holder }).__vitrinDb ??= {});

export function getDatabase(): Promise<Database> {
  if (isBuildPhase()) throw new Error('The database is never opened during `next build`.');
  holder.database ??= (async () => {
    const database = await openDatabase();
    try {
      const { migrateDatabase } = await import('./prepare');
      await migrateDatabase(database);
    } catch (error) {
      // Closed before the next call retries: two open instances of one folder would corrupt it.
      await database.close().catch(() => undefined);
      throw error;
    }
    holder.forgetExitHandlers = closeOnExit(database);
    return database;
  })().catch((error: unknown) => {
    holder.database = undefined;
    throw error;
  });
  return holder.database;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/**
 * Closes the shared instance; the next getDatabase() opens a new one. After seeding, the embedded
 * database is reopened this way: PGlite's WebAssembly memory grows while it writes the catalogue and
 * never shrinks, and a fresh instance gives ~500 MB back to the server.
 */
export async function closeDatabase() {
  const open = holder.database;
  if (!open) return;
  holder.database = undefined;
  holder.forgetExitHandlers?.();
  await (await open).close();
}

function closeOnExit(database: Database) {
  let closing = false;
  const handlers = (['SIGTERM', 'SIGINT'] as const).map((signal) => {
    const handler = () => {
      if (closing) return;
      closing = true;
      // A close that never settles (a query stuck under load) must not leave an orphan holding the
      // port and spinning; the store survives a hard stop as it survives a SIGKILL.
      setTimeout(() => process.exit(1), 10_000).unref();
      // The requests under way answer first: closed under them, the database would fail each one.
      void drainBeforeClose()
        .then(() => database.close())
        .finally(() => process.kill(process.pid, signal));
    };
    process.once(signal, handler);
    return [signal, handler] as const;
  });
  return () => handlers.forEach(([signal, handler]) => process.off(signal, handler));
}
