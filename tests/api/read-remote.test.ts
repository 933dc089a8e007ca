/** @jest-environment node */
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerApiCall } from '@/lib/server/api/node-route';
import { CLIENT_IP_HEADER } from '@/lib/server/http/client-ip';
import { ReadFailedError, read, readOptional } from '@/lib/server/read';
import type { Database } from '@/lib/server/db/client';
import { freshShop, nodeRequest, plainProductIds } from '../support/shop';

// Caching needs a Next request; here the transport is under test (caching: tests/e2e/cache.spec.ts).
jest.mock('next/cache', () => ({ unstable_cache: <F>(run: F) => run }));

/** What the API host received: the headers and the body of each call. */
let received: { name: string; headers: IncomingHttpHeaders; body: unknown }[] = [];
let database: Database;
let server: http.Server;
let base: string;

/** The shop's own API on a loopback port, as another host would serve it (pages/api/[...path].ts), recording each call. */
async function apiHost(req: http.IncomingMessage, res: http.ServerResponse) {
  const name = new URL(req.url!, 'http://x').pathname.replace(/^\/api\//, '');
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  const body = Buffer.concat(chunks).toString('utf8');
  received.push({ name, headers: req.headers, body: JSON.parse(body) });
  await answerApiCall(nodeRequest(req.method!, req.headers as Record<string, string>, body), res, name);
}

beforeAll(async () => {
  database = await freshShop({ products: 12 });
  server = http.createServer((req, res) => void apiHost(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  received = [];
  // The trailing slash a configuration may carry is dropped.
  process.env.SHOP_API_URL = `${base}/`;
});
afterEach(() => delete process.env.SHOP_API_URL);

/** The same read with the registry entry run in-process. */
async function inProcess<T>(run: () => Promise<T>): Promise<T> {
  delete process.env.SHOP_API_URL;
  return run();
}

const notFoundDigest = (error: unknown) => (error as { digest?: string }).digest;

describe('read over HTTP when SHOP_API_URL names the API host', () => {
  it('returns what the in-process read returns, in the language of the LanguageId, sent as the contract asks', async () => {
    const turkish = await read('get-categories', { LanguageId: 1 });
    const english = await read('get-categories', { LanguageId: 2 });
    expect(received.map(({ name, headers, body }) => [name, headers['accept-language'], headers['content-type'], body])).toEqual([
      ['get-categories', 'tr', 'application/json', { Checker: true, data: { LanguageId: 1 } }],
      ['get-categories', 'en', 'application/json', { Checker: true, data: { LanguageId: 2 } }],
    ]);
    expect(english).not.toEqual(turkish);
    expect(turkish).toEqual(await inProcess(() => read('get-categories', { LanguageId: 1 })));
    expect(english).toEqual(await inProcess(() => read('get-categories', { LanguageId: 2 })));
  });

  it('returns a product page as in-process', async () => {
    const [productId] = await plainProductIds(database.db, 1);
    const remote = await read('get-product-detail', { LanguageId: 2, ProductId: productId });
    expect(received).toHaveLength(1);
    expect(remote.product.ProductId).toBe(productId);
    expect(remote).toEqual(await inProcess(() => read('get-product-detail', { LanguageId: 2, ProductId: productId })));
  });

  it("turns the host's missing record into Next's not-found, and readOptional into null", async () => {
    const missing = await read('get-product-detail', { LanguageId: 2, ProductId: 999_999 }).catch((error: unknown) => error);
    expect(notFoundDigest(missing)).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
    expect(await readOptional('get-seo-tag-data', { LanguageId: 2, Pathname: '/nowhere' })).toBeNull();
    expect(received.map(({ name }) => name)).toEqual(['get-product-detail', 'get-seo-tag-data']);
  });

  it("sends nothing of the page's caller: no cookie, credentials or client address", async () => {
    await read('get-categories', { LanguageId: 2 });
    const [{ headers }] = received;
    for (const name of ['cookie', 'authorization', 'x-forwarded-for', 'forwarded', CLIENT_IP_HEADER]) expect(headers[name]).toBeUndefined();
  });

  it('throws an unreachable host to the error boundary, never as not-found or an empty answer', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    process.env.SHOP_API_URL = `http://127.0.0.1:${port}`;
    await expect(readOptional('get-categories', { LanguageId: 2 })).rejects.toThrow();
    expect(notFoundDigest(await read('get-categories', { LanguageId: 2 }).catch((error: unknown) => error))).toBeUndefined();
  });

  // Last: it closes the database under the host.
  it("throws the host's failure as the in-process read does, for the error boundary", async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await database.close();
    const remote = await read('get-slider', { LanguageId: 2 }).catch((error: unknown) => error);
    const local = await inProcess(() => read('get-slider', { LanguageId: 2 })).catch((error: unknown) => error);
    quiet.mockRestore();
    expect(received).toHaveLength(1);
    expect(remote).toBeInstanceOf(ReadFailedError);
    expect(local).toBeInstanceOf(ReadFailedError);
    expect((remote as ReadFailedError).failure.code).toBe((local as ReadFailedError).failure.code);
  });
});
