import { expect, test } from './support/test';
import { startTlsFront, type TlsFront } from '../../scripts/cluster/tls-front';
import { localizedPath } from '../../lib/shop/locale';
import { routes } from '../../lib/shop/routes';
import { contractBox, fillCard, guestToPayment, TEST_CARD } from './support/checkout-flow';
import { startOwnServer, type OwnServer } from './support/own-server';
import { ownPort } from './support/server';
import { messages, popupAlreadySeen, type Lang } from './support/shop';

/**
 * Issue 18 §1b: a shop started on another port than 3000 with SITE_URL unset takes a card. The
 * suite's own server names SITE_URL, so this spec starts a second one without it, on a port of its
 * own (derived from E2E_PORT, never 3000), and reaches it at 127.0.0.1 — another host than the
 * localhost its cached pages name — so the card form can only be right if it follows the request.
 * It trusts a proxy's forwarded headers (TRUST_PROXY=true) and is also reached as production serves
 * it: through a proxy that ends TLS and speaks HTTP/2 (scripts/cluster/tls-front.ts).
 */
const port = 40_000 + (Number(process.env.E2E_PORT ?? 3210) % 1000);
const reached = `http://127.0.0.1:${port}`;
const named = `http://localhost:${port}`;

let server: OwnServer | undefined;
let front: TlsFront | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: reached });

test.beforeAll(async () => {
  // A fresh embedded shop migrates and seeds the demo catalogue before it listens.
  test.setTimeout(240_000);
  server = await startOwnServer(port, { SITE_URL: undefined, TRUST_PROXY: 'true', MAIL_URL: undefined });
  front = await startTlsFront(ownPort(5), reached);
});
test.afterAll(async () => {
  await front?.close();
  server?.stop();
});
test.beforeEach(async ({ context }) => popupAlreadySeen(context, reached));

for (const lang of ['tr', 'en'] as Lang[]) {
  const t = messages[lang];

  test(`[${lang}] with SITE_URL unset a guest pays by card on port ${port}; the payment step and the sandbox say no money moves`, async ({ page, request }) => {
    await guestToPayment(page, request, lang);
    await expect(page.getByRole('note').filter({ hasText: t.paymentSandbox.testNotice })).toBeVisible();
    const form = await fillCard(page, lang, TEST_CARD);
    await contractBox(page, lang).check();
    await form.getByRole('button', { name: t.checkout.pay }).click();

    await expect(page.getByRole('heading', { name: t.paymentSandbox.heading })).toBeVisible();
    await expect(page).toHaveURL(`${reached}/paytr-sandbox`);
    await expect(page.getByRole('note')).toHaveText(t.paymentSandbox.testNotice);
    await page.getByRole('button', { name: t.paymentSandbox.approve }).click();

    await expect(page).toHaveURL(`${reached}${localizedPath(routes.paymentSuccess(), lang)}`);
    await expect(page.getByRole('heading', { level: 1, name: t.checkout.successTitle })).toBeVisible();
  });
}

test.describe('through an HTTPS and HTTP/2 proxy', () => {
  test.use({ baseURL: `https://127.0.0.1:${ownPort(5)}`, ignoreHTTPSErrors: true });
  test.beforeEach(async ({ context }) => popupAlreadySeen(context, front!.url));

  for (const lang of ['tr', 'en'] as Lang[]) {
    const t = messages[lang];

    test(`[${lang}] a guest pays by card and comes back to the https address; pages come over HTTP/2 with HSTS`, async ({ page, request }) => {
      const home = await page.goto(`/${lang}`);
      expect(await home!.headerValue('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol)).toBe('h2');

      await guestToPayment(page, request, lang);
      const form = await fillCard(page, lang, TEST_CARD);
      await contractBox(page, lang).check();
      await form.getByRole('button', { name: t.checkout.pay }).click();
      await expect(page).toHaveURL(`${front!.url}/paytr-sandbox`);
      await page.getByRole('button', { name: t.paymentSandbox.approve }).click();

      await expect(page).toHaveURL(`${front!.url}${localizedPath(routes.paymentSuccess(), lang)}`);
      await expect(page.getByRole('heading', { level: 1, name: t.checkout.successTitle })).toBeVisible();
    });
  }
});

test('cached pages and robots.txt name the port the server listens on; the start says cards are test payments and logs no SITE_URL mismatch', async ({ page, request }) => {
  // A caller's Host header writes nothing into a page that is cached for everyone.
  const forged = await (await request.get('/tr', { headers: { host: 'evil.example' } })).text();
  expect(forged).not.toContain('evil.example');
  await page.goto('/tr');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^${named}/tr`));
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${named}/sitemap.xml`);
  expect(server!.log()).toContain('[vitrin] card payments go to the built-in PayTR sandbox: test payments, no money moves.');
  expect(server!.log()).not.toContain('SITE_URL');
});
