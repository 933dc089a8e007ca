import { expect, test } from '@playwright/test';
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
