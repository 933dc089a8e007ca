/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { callApi } from '@/lib/api/client';
import { answerApiCall } from '@/lib/server/api/node-route';
import { freshShop } from '../support/shop';

/** The paths the API host was asked for. */
const asked: string[] = [];
let server: http.Server;
let base: string;

beforeAll(async () => {
  await freshShop({ products: 4 });
  // The shop's API behind a prefix, as a reverse proxy in front of another host would serve it.
  server = http.createServer((req, res) => {
    asked.push(`${req.method} ${req.url}`);
    void answerApiCall(req, res, req.url!.replace(/^\/shop\/api\//, ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => delete process.env.NEXT_PUBLIC_SHOP_API_URL);

describe("callApi's base: NEXT_PUBLIC_SHOP_API_URL", () => {
  it('sends the call under the configured base, its trailing slash dropped, and returns the answer', async () => {
    process.env.NEXT_PUBLIC_SHOP_API_URL = `${base}/shop/`;
    const reply = await callApi('get-categories', {}, { locale: 'en' });
    expect(asked).toEqual(['POST /shop/api/get-categories']);
    expect(reply?.succeeded).toBe(true);
    expect(reply?.data?.categories.length).toBeGreaterThan(0);
  });
});
