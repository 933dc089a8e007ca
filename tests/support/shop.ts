import { and, eq } from 'drizzle-orm';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { getDatabase, type Database } from '@/lib/server/db/client';
import { dispatch } from '@/lib/server/api/dispatch';
import { apiRequestOf } from '@/lib/server/api/node-route';
import { products } from '@/lib/server/db/schema';
import { postgresShopFromTemplate } from './postgres-templates';
import { shopFromTemplate, templatesFolder } from './templates';

/**
 * A migrated database with a small demo catalogue, of this test file's own: a fresh in-memory PGlite
 * loaded from this run's template, or, with TEST_DATABASE_URL, a PostgreSQL database copied from a
 * template database beside it (tests/support/postgres-templates.ts).
 */
export async function freshShop(options: { products?: number; seed?: boolean } = {}): Promise<Database> {
  // The shop's code opens the database through this holder (lib/server/db/client.ts): filled here, it finds the template's.
  const holder = ((globalThis as { __vitrinDb?: { database?: Promise<Database> } }).__vitrinDb ??= {});
  const products = options.seed === false ? null : (options.products ?? 48);
  const folder = templatesFolder();
  const postgres = process.env.TEST_DATABASE_URL;
  if (!holder.database && postgres) holder.database = postgresShopFromTemplate(postgres, products);
  else if (!holder.database && folder && process.env.DATABASE_URL === 'memory://') holder.database = shopFromTemplate(folder, products);
  return getDatabase();
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
