/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_BODY_BYTES } from '@/lib/server/api/dispatch';
import { answerApiCall } from '@/lib/server/api/node-route';
import { freshShop } from '../support/shop';

let server: http.Server;
let base: string;

beforeAll(async () => {
  await freshShop({ products: 4 });
  // What pages/api/[...path].ts does with the path Next parsed.
  server = http.createServer((req, res) => void answerApiCall(req, res, new URL(req.url!, 'http://x').pathname.replace(/^\/api\//, '')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const send = (name: string, init: RequestInit = {}) =>
  fetch(`${base}/api/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"Checker":true,"data":{}}', ...init });

describe('the API on Node’s own request and response', () => {
  it('answers JSON with its length, uncached, so small answers skip compression', async () => {
    const response = await send('generate-guid');
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(JSON.parse(text)).toMatchObject({ succeeded: true });
  });

  it('refuses a body past the limit with 413 and closes the connection instead of reading on', async () => {
    const response = await send('generate-guid', { body: JSON.stringify({ Checker: true, data: { pad: 'x'.repeat(MAX_BODY_BYTES) } }) });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect((await response.json()).code).toBe('payload_too_large');
  });

  it('says which method it takes: OPTIONS 204, GET 405, both with Allow: POST', async () => {
    const options = await fetch(`${base}/api/generate-guid`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('POST');
    const get = await fetch(`${base}/api/generate-guid`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('reads the session cookie among others, and sends the cookies a call sets', async () => {
    const cookie = 'a=1; vitrin_session=not-a-session; b=2';
    // Found among the others: a member call with an unknown session is 401.
    expect((await send('reload-user', { headers: { 'content-type': 'application/json', cookie } })).status).toBe(401);
    // A foreign Origin with the cookie is refused, so the cookie is seen there too.
    expect((await send('reload-user', { headers: { 'content-type': 'application/json', cookie, origin: 'https://elsewhere.example' } })).status).toBe(403);
    const logout = await send('logout', { headers: { 'content-type': 'application/json', cookie } });
    expect(logout.headers.getSetCookie()).toEqual([expect.stringMatching(/^vitrin_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/)]);
  });
});
