/** @jest-environment node */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Admission, mayRender } from '@/lib/server/http/admission';
import { refuse } from '@/lib/server/http/guard';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';

/*
 * The render admission in front of a real HTTP server. The stand-in for Next's render holds each
 * request until the test lets it finish, so the test sees exactly what runs and what waits.
 */

const held = new Map<string, () => void>();
const started: string[] = [];
let failing = false;
let admission: Admission;
let server: http.Server;
let base: string;

function render(req: IncomingMessage, res: ServerResponse) {
  const name = req.url!.slice(1);
  started.push(name);
  if (failing) throw new Error('render failed');
  return new Promise<void>((resolve) => {
    held.set(name, () => {
      res.end(`page ${name}`);
      resolve();
    });
  });
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
};

const busy = (req: IncomingMessage, res: ServerResponse) => refuse(req, res, 503, 'server_busy', { 'Retry-After': '5' });

beforeEach(async () => {
  held.clear();
  started.length = 0;
  failing = false;
  admission = new Admission({ limit: 2, queued: 2, waitMs: 60_000, refuse: busy });
  server = http.createServer((req, res) => admission.admit(req, res, render));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  held.forEach((finish) => finish());
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const get = (name: string, init?: RequestInit) => fetch(`${base}/${name}`, init);

describe('render admission', () => {
  it('runs at most `limit` renders, queues the next in order and refuses past the queue with a localized 503 and Retry-After', async () => {
    const answers = ['a', 'b', 'c', 'd'].map((name) => get(name));
    await until(() => admission.state.running === 2 && admission.state.waiting === 2);
    expect(started).toEqual(['a', 'b']);

    const [turkish, english] = await Promise.all([get('e', { headers: { 'accept-language': 'tr-TR' } }), get('f', { headers: { 'accept-language': 'en' } })]);
    for (const refused of [turkish, english]) {
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(refused.headers.get('cache-control')).toBe('no-store');
    }
    expect(await turkish.text()).toBe(tr.errors.server_busy);
    expect(await english.text()).toBe(en.errors.server_busy);
    expect(admission.state.refused).toBe(2);

    held.get('b')!();
    await until(() => started.length === 3);
    expect(started).toEqual(['a', 'b', 'c']);
    held.get('a')!();
    await until(() => started.length === 4);
    held.get('c')!();
    held.get('d')!();
    expect(await Promise.all(answers.map(async (answer) => (await answer).status))).toEqual([200, 200, 200, 200]);
    await until(() => admission.state.running === 0);
    expect(admission.state).toEqual({ running: 0, waiting: 0, refused: 2 });
  });

  it('drops a waiting request whose client went away, without rendering it', async () => {
    const first = [get('a'), get('b')];
    await until(() => admission.state.running === 2);
    const gone = new AbortController();
    const abandoned = get('c', { signal: gone.signal }).catch((error: Error) => error.name);
    const next = get('d');
    await until(() => admission.state.waiting === 2);
    gone.abort();
    expect(await abandoned).toBe('AbortError');
    await until(() => admission.state.waiting === 1);
    held.get('a')!();
    await until(() => started.includes('d'));
    held.get('b')!();
    held.get('d')!();
    expect((await next).status).toBe(200);
    await Promise.all(first);
    expect(started).toEqual(['a', 'b', 'd']);
  });

  it('refuses a waiting request once it has waited `waitMs`, and keeps the slots for the queue behind it', async () => {
    admission = new Admission({ limit: 1, queued: 2, waitMs: 200, refuse: busy });
    const first = get('a');
    await until(() => admission.state.running === 1);
    const waited = Date.now();
    const late = await get('b');
    expect(late.status).toBe(503);
    expect(Date.now() - waited).toBeGreaterThanOrEqual(200);
    expect(admission.state).toEqual({ running: 1, waiting: 0, refused: 1 });
    const next = get('c');
    await until(() => admission.state.waiting === 1);
    held.get('a')!();
    await until(() => started.includes('c'));
    held.get('c')!();
    expect([(await first).status, (await next).status]).toEqual([200, 200]);
    expect(started).toEqual(['a', 'c']);
  });

  it('frees the slot of a render that fails outside the app, answering 500', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    failing = true;
    expect((await get('a')).status).toBe(500);
    expect((await get('b')).status).toBe(500);
    expect((await get('c')).status).toBe(500);
    expect(admission.state.running).toBe(0);
    expect(errors).toHaveBeenCalledTimes(3);
    errors.mockRestore();
  });

  it('lets files, pictures, the media store and the API past it; pages, feeds and unknown paths render', () => {
    for (const url of ['/_next/static/chunks/a.js', '/_next/image?url=%2Fmedia%2Fa.webp&w=640&q=75', '/media/products/a.webp', '/brand/og.png', '/api/get-categories', '/favicon.ico', '/robots.txt', '/manifest.webmanifest', '/icon.svg', '/apple-icon.png']) {
      expect([url, mayRender(url)]).toEqual([url, false]);
    }
    for (const url of ['/tr', '/en/productdetail/vazo/12', '/tr/shop/giyim/3?_rsc=abc', '/sitemap.xml', '/paytr-sandbox/x', '/nowhere', '/favicon.ico.php', '/robots.txt/x']) {
      expect([url, mayRender(url)]).toEqual([url, true]);
    }
  });
});
