import { and, eq, sql } from 'drizzle-orm';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { getDatabase, type Database } from '@/lib/server/db/client';
import { dispatch } from '@/lib/server/api/dispatch';
import { apiRequestOf } from '@/lib/server/api/node-route';
import { products } from '@/lib/server/db/schema';
import { shopFromTemplate, templatesFolder } from './templates';

/**
 * A migrated database with a small demo catalogue: a fresh in-memory PGlite per test file, loaded from
 * this run's template, or the PostgreSQL of TEST_DATABASE_URL emptied first (that suite runs in band).
 */
export async function freshShop(options: { products?: number; seed?: boolean } = {}): Promise<Database> {
  // The shop's code opens the database through this holder (lib/server/db/client.ts): filled here, it finds the template's.
  const holder = ((globalThis as { __vitrinDb?: { database?: Promise<Database> } }).__vitrinDb ??= {});
  const folder = templatesFolder();
  if (process.env.DATABASE_URL === 'memory://' && folder && !holder.database) {
    holder.database = shopFromTemplate(folder, options.seed === false ? null : (options.products ?? 48));
    return holder.database;
  }
  const database = await getDatabase();
  if (database.kind === 'postgres') {
    const result = await database.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
    const tables = (result as unknown as { rows: { tablename: string }[] }).rows.map((row) => `"${row.tablename}"`);
    if (tables.length) await database.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
  }
  if (options.seed !== false) {
    const { seedDatabase } = await import('@/db/seed');
    await seedDatabase(database.db, { products: options.products ?? 48 });
  }
  return database;
}

export interface CallInit {
  method?: string;
  body?: string;
  headers?: Record<string, string>;
}

/** A Node request as the server hands it over: lower-case header names, the body as a stream. */
export function nodeRequest(method: string, headers: Record<string, string>, body = ''): IncomingMessage {
  const request = Readable.from(body ? [Buffer.from(body)] : []) as unknown as IncomingMessage;
  request.method = method;
  request.headers = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return request;
}

/** An HTTP call through the real dispatcher and its Node adapter, as the browser makes it. */
export async function post(name: string, data: unknown = {}, init: CallInit = {}) {
  const method = init.method ?? 'POST';
  const body = method === 'GET' ? '' : (init.body ?? JSON.stringify({ Checker: true, data }));
  const response = await dispatch(apiRequestOf(nodeRequest(method, { host: 'shop.test', 'content-type': 'application/json', ...init.headers }, body)), name);
  const headers = new Headers(response.headers);
  for (const cookie of response.cookies) headers.append('set-cookie', cookie);
  return { status: response.status, body: response.body ? JSON.parse(response.body) : null, headers };
}

/** The first active products sold as themselves (no variations), by id: plain lines for basket and favourite tests. */
export async function plainProductIds(db: Database['db'], count: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.isMainVariation, true), eq(products.isActive, true)))
    .orderBy(products.id)
    .limit(count);
  return rows.map((row) => row.id);
}
