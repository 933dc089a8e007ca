import { randomUUID } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import { expect, test } from './support/test';
import { localizedPath } from '../../lib/shop/locale';
import { routes } from '../../lib/shop/routes';
import { operatorRoutes } from '../../lib/shop/operator-routes';
import { COMPILE_HINT } from '../../scripts/compile-hint.mjs';
import { messages, popupAlreadySeen } from './support/shop';

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

test('pages run under the Content-Security-Policy without a single violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`Refused to load: CSP ${event.violatedDirective} ${event.blockedURI}`));
  });
  for (const path of ['/tr', '/en', '/en/nowhere']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await page.waitForLoadState('networkidle');
  }
  await page.getByRole('button', { name: messages.en.header.openMenu }).click();
  await expect(page.getByRole('dialog', { name: messages.en.menu.title })).toBeVisible();
  expect(violations).toEqual([]);
});

test('every answer carries the security headers', async ({ request }) => {
  for (const path of ['/tr', '/robots.txt', '/favicon.ico']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  }
  const api = await request.post('/api/get-categories', { data: { Checker: true, data: {} } });
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
});

/** The raw answer to a GET with the given Accept-Encoding, undecoded. */
function rawGet(url: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

test("the build's scripts and styles are sent compressed once at build time: brotli or gzip as the browser takes, the same bytes", async ({ request, baseURL }) => {
  const html = await (await request.get('/en')).text();
  const files = [...new Set(html.match(/\/_next\/static\/[^"?]+\.(?:js|css)/g))];
  expect(files.length).toBeGreaterThan(3);
  for (const file of files) {
    const plain = await rawGet(`${baseURL}${file}`, 'identity');
    const br = await rawGet(`${baseURL}${file}`, 'gzip, deflate, br, zstd');
    const gz = await rawGet(`${baseURL}${file}`, 'gzip');
    expect([plain.headers['content-encoding'], br.headers['content-encoding'], gz.headers['content-encoding']], file).toEqual([undefined, 'br', 'gzip']);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body), file).toBe(true);
    expect(zlib.gunzipSync(gz.body).equals(plain.body), file).toBe(true);
    expect(br.body.length, file).toBeLessThanOrEqual(gz.body.length);
    expect(br.headers['cache-control'], file).toMatch(/max-age=31536000.*immutable/);
    expect(br.headers.vary, file).toMatch(/Accept-Encoding/i);
  }
  // A file the build did not make is Next's 404, not a stored answer.
  expect((await request.get('/_next/static/chunks/not-built.js')).status()).toBe(404);
});

test('every script a page loads first starts with the compile hint, so Chromium compiles it off the main thread; the polyfills do not', async ({ request, baseURL }) => {
  const pages = ['/en', localizedPath(routes.about(), 'tr'), localizedPath(operatorRoutes.signIn(), 'tr')];
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"([^>]*)>/g)];
    const firstLoad = scripts.filter(([, , attributes]) => !/noModule/i.test(attributes)).map(([, file]) => file);
    const polyfills = scripts.filter(([, , attributes]) => /noModule/i.test(attributes)).map(([, file]) => file);
    expect(firstLoad.length, path).toBeGreaterThan(2);
    const opening = async (file: string) => (await rawGet(`${baseURL}${file}`, 'identity')).body.toString('utf8', 0, COMPILE_HINT.length);
    for (const file of firstLoad) expect(await opening(file), `${path} ${file}`).toBe(COMPILE_HINT);
    for (const file of polyfills) expect(await opening(file), file).not.toBe(COMPILE_HINT);
  }
});

test("the build's scripts, styles and fonts carry no document's policies, only nosniff; scripts and styles say UTF-8", async ({ request }) => {
  const html = await (await request.get('/en')).text();
  const files = [...new Set(html.match(/\/_next\/static\/[^"?]+\.(?:js|css|woff2)/g))];
  expect(files.map((file) => file.split('.').pop())).toEqual(expect.arrayContaining(['js', 'css', 'woff2']));
  for (const file of files) {
    const headers = (await request.get(file)).headers();
    expect(headers['x-content-type-options'], file).toBe('nosniff');
    expect(headers['content-type'], file).toBe({ js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8', woff2: 'font/woff2' }[file.split('.').pop()!]);
    expect([headers['content-security-policy'], headers['permissions-policy'], headers['x-frame-options'], headers['referrer-policy']], file).toEqual([undefined, undefined, undefined, undefined]);
  }
});

test('HSTS is sent when the shop is reached over HTTPS (through a proxy that says so)', async ({ request }) => {
  const secure = await request.get('/robots.txt', { headers: { 'x-forwarded-proto': 'https' } });
  expect(secure.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
  const plain = await request.get('/robots.txt');
  expect(plain.headers()['strict-transport-security']).toBeUndefined();
});

test('a path outside /tr and /en is taken under a language and answered with the localized 404 page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'tr-TR' });
  await popupAlreadySeen(context, baseURL!);
  const page = await context.newPage();
  for (const path of ['/foo.txt', '/xx/yy']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(new RegExp(`/tr${path.replace('.', '\\.')}$`));
    await expect(page.getByRole('heading', { level: 1, name: messages.tr.notFound.title })).toBeVisible();
    await expect(page.getByRole('link', { name: messages.tr.notFound.home })).toHaveAttribute('href', '/tr');
  }
  await context.close();
});

test('malformed requests get a 4xx, never a 500', async ({ request }) => {
  for (const path of ['/api/%ff', '/tr/%ff', '/media/%ff']) {
    expect((await request.get(path)).status()).toBe(400);
  }
  const trace = await request.fetch('/api/get-categories', { method: 'TRACE' });
  expect(trace.status()).toBe(405);
  expect(trace.headers()['allow']).toContain('POST');
  const options = await request.fetch('/api/get-categories', { method: 'OPTIONS' });
  expect(options.status()).toBe(204);
  expect(options.headers()['allow']).toBe('POST');
  const nested = await request.post('/api/get-categories/extra', { data: { Checker: true, data: {} } });
  expect(nested.status()).toBe(404);
  expect((await nested.json()).code).toBe('unknown_endpoint');
});

/** A redirect as sent: node's rawHeaders keeps repeated headers apart, where fetch and Playwright join them with ", ". */
function redirectOf(baseURL: string, path: string) {
  return new Promise<{ status?: number; cache?: string; locations: string[] }>((resolve, reject) => {
    http
      .get(new URL(path, baseURL), { headers: { 'accept-language': 'en-US' } }, (res) => {
        res.resume();
        const names = res.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());
        const locations = res.rawHeaders.filter((_, i) => i % 2 === 1 && names[(i - 1) / 2] === 'location');
        resolve({ status: res.statusCode, cache: res.headers['x-nextjs-cache'] as string | undefined, locations: locations.map((each) => new URL(each, baseURL).pathname) });
      })
      .on('error', reject);
  });
}

test('every kind of redirect sends one Location header (RFC 9110), also on the first, rendering answer', async ({ baseURL }) => {
  // A slug nobody asked for yet: the page cache holds no answer for it, so the page renders now.
  const stale = `stale-${randomUUID().slice(0, 8)}`;
  const first = await redirectOf(baseURL!, localizedPath(routes.product(stale, 5), 'en'));
  expect(first).toMatchObject({ status: 308, cache: 'MISS' });
  expect(first.locations).toHaveLength(1);
  const [product] = first.locations;
  expect(product).toMatch(/^\/en\/productdetail\/[a-z0-9-]+\/5$/);
  // The short form is the product's address without its id.
  const short = product.slice(0, product.lastIndexOf('/'));

  const kinds: [kind: string, path: string, status: number, to: string | RegExp][] = [
    ['stale product slug, now cached', localizedPath(routes.product(stale, 5), 'en'), 308, product],
    ['stale blog slug', localizedPath(routes.blog(stale, 1), 'tr'), 308, /^\/tr\/blogdetail\/[a-z0-9-]+\/1$/],
    ['stale category slug', localizedPath(routes.category(stale, 3), 'en'), 308, /^\/en\/shop\/[a-z0-9-]+\/3$/],
    ['short form', short, 308, product],
    ['alias', localizedPath('/musterihizmetleri', 'tr'), 308, localizedPath(routes.contact(), 'tr')],
    ['alias without a language', '/musterihizmetleri', 307, localizedPath(routes.contact(), 'en')],
    ['language prefix', routes.product(stale, 5), 307, localizedPath(routes.product(stale, 5), 'en')],
  ];
  for (const [kind, path, status, to] of kinds) {
    const answer = await redirectOf(baseURL!, path);
    expect(answer.status, kind).toBe(status);
    expect(answer.locations, kind).toEqual([typeof to === 'string' ? to : expect.stringMatching(to)]);
  }
});
