import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { FRONT_CACHE_HEADER } from '../../lib/server/http/front-cache';
import { messages } from './support/shop';
import { changeFromCommandLine, expireFromCommandLine, freshPostgres, ownPort, seedFromCommandLine, startServer, stopAllServers, tempDataDir, type TestServer } from './support/server';

/*
 * The page cache against real servers: a reseeded database never shows its predecessor's pages,
 * and a page whose data could not be read is a 500 that the next request does not inherit.
 */

test.afterEach(() => stopAllServers());

type Featured = { productList: { Title: string }[] };

async function featuredTitles(server: TestServer): Promise<string[]> {
  const response = await fetch(`${server.url}/api/get-featured-products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Checker: true, data: { LanguageId: 2 } }),
  });
  const body = (await response.json()) as { data: Featured };
  return body.data.productList.map((product) => product.Title);
}

const homeHtml = async (server: TestServer) => (await fetch(`${server.url}/en`)).text();
const escaped = (text: string) => text.replace(/&/g, '&amp;');

/* The demo catalogue is deterministic; two products leave one featured product, so most of the earlier home must go. */
const SMALLER_CATALOGUE = ['--reset', '--products', '2'];

/** Titles of the first database that the second one does not have. */
const goneTitles = (before: string[], after: string[]) => before.filter((title) => !after.includes(title));

test('after `db:seed --reset` on the embedded database, no page of the earlier catalogue is served', async () => {
  // Two starts of a fresh embedded shop (migrations and the demo seed) and a reseed between them.
  test.slow();
  const env = { VITRIN_DATA_DIR: tempDataDir() };
  const first = await startServer(ownPort(1), env);
  const before = await featuredTitles(first);
  expect(await homeHtml(first)).toContain(escaped(before[0]));
  await homeHtml(first);
  await first.stop();

  seedFromCommandLine(env, SMALLER_CATALOGUE);

  const second = await startServer(ownPort(1), env);
  try {
    const after = await featuredTitles(second);
    const gone = goneTitles(before, after);
    expect(gone.length).toBeGreaterThan(0);
    const html = await homeHtml(second);
    expect(html).toContain(escaped(after[0]));
    for (const title of gone) expect(html).not.toContain(escaped(title));
  } finally {
    await second.stop();
  }
});

type OwnPostgres = NonNullable<Awaited<ReturnType<typeof freshPostgres>>>;

/** A test against its own server on its own PostgreSQL database (skipped when no server answers). */
async function onPostgres(port: number, run: (server: TestServer, database: OwnPostgres, env: Record<string, string>) => Promise<void>) {
  const database = await freshPostgres();
  test.skip(!database, 'no PostgreSQL server answers on 127.0.0.1:5432');
  const env = { VITRIN_DATA_DIR: tempDataDir(), DATABASE_URL: database!.url };
  const server = await startServer(port, env);
  try {
    await run(server, database!, env);
  } finally {
    await server.stop();
    await database!.drop();
  }
}

test('a reseed of the PostgreSQL database reaches a running server within seconds', () =>
  onPostgres(ownPort(2), async (server, _database, env) => {
    const before = await featuredTitles(server);
    expect(await homeHtml(server)).toContain(escaped(before[0]));
    seedFromCommandLine(env, SMALLER_CATALOGUE);
    const after = await featuredTitles(server);
    const gone = goneTitles(before, after);
    expect(gone.length).toBeGreaterThan(0);
    await expect.poll(async () => (await homeHtml(server)).includes(escaped(after[0])), { timeout: 15_000 }).toBe(true);
    const html = await homeHtml(server);
    for (const title of gone) expect(html).not.toContain(escaped(title));
  }));

/** A call of the shop API on `server`, as the browser makes it. */
async function apiOn<T>(server: TestServer, name: string, data: object): Promise<T> {
  const response = await fetch(`${server.url}/api/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Checker: true, data }) });
  const body = (await response.json()) as { data: T; message: string };
  expect(response.status, `${name}: ${body.message}`).toBe(200);
  return body.data;
}

type FeaturedCard = { ProductId: number; Title: string; Url: string; IsMainVariation: boolean };
type Detail = { product: { Title: string; Url: string }; similarProducts: { ProductId: number }[] };

/** A guest's bank-transfer order of one piece of `productId`: it holds that piece until paid or expired. */
async function guestBankOrder(server: TestServer, productId: number): Promise<string> {
  const AnonymousUserId = randomUUID();
  await apiOn(server, 'add-to-cart', { LanguageId: 2, AnonymousUserId, ProductId: productId, Quantity: 1 });
  const { districtList } = await apiOn<{ districtList: { DistrictId: number }[] }>(server, 'get-district-list', { CityId: 34 });
  const order = await apiOn<{ MerchantOid: string }>(server, 'payment-process', {
    LanguageId: 2,
    AnonymousUserId,
    Email: `guest.${AnonymousUserId.slice(0, 8)}@example.com`,
    DeliveryNameSurname: 'Ayşe Yılmaz',
    DeliveryPhone: '(532) 123 45 67',
    DeliveryCityId: 34,
    DeliveryDistrictId: districtList[0].DistrictId,
    DeliveryAddress: 'Caferağa Mah. Moda Cad. No: 12',
    DeliveryZip: '34710',
    BillNameSurname: 'Ayşe Yılmaz',
    BillCitizenshipNumber: '10000000146',
    IsForChecking: false,
    IsBank: true,
    BankAccountId: 1,
    ContractAccepted: true,
  });
  return order.MerchantOid;
}

/**
 * How long after `since` the first request that saw `check` hold was sent. The bound — a
 * change is on the pages of every instance within a second — is on when a request sees it, not on
 * how long the re-render it starts takes on a busy machine.
 */
async function seenAfter(since: number, check: () => Promise<boolean>): Promise<number> {
  let sentAt = 0;
  await expect
    .poll(async () => {
      sentAt = Date.now();
      return check();
    }, { timeout: 15_000, intervals: [50] })
    .toBe(true);
  return sentAt - since;
}

test('after a stock, price or text change of one product (an order, its expiry, the product command), its page and the home listing showing it are right within a second, and another product keeps its front-cache hit', async ({ browser }) => {
  // A server of its own on a fresh PostgreSQL database, seeded at start, and three command-line changes.
  test.slow();
  await onPostgres(ownPort(3), async (server, database, env) => {
    const en = messages.en;
    // The piece: a plain product of the home page's featured row. The bystander: a product whose page does not show it.
    const { productList } = await apiOn<{ productList: FeaturedCard[] }>(server, 'get-featured-products', { LanguageId: 2 });
    const piece = productList.find((card) => card.IsMainVariation)!;
    const { List } = await apiOn<{ List: { Id: number; Urls: { en: string } }[] }>(server, 'get-product-urls', { Take: 40 });
    let bystander = '';
    for (const candidate of List.filter((each) => each.Id !== piece.ProductId)) {
      const detail = await apiOn<Detail>(server, 'get-product-detail', { LanguageId: 2, ProductId: candidate.Id });
      if (detail.similarProducts.every((card) => card.ProductId !== piece.ProductId)) {
        bystander = `${server.url}/en${candidate.Urls.en}`;
        break;
      }
    }
    expect(bystander).not.toBe('');
    const piecePage = `${server.url}/en${piece.Url}`;
    const home = `${server.url}/en`;

    // What the server answers, as a browser shows it before any script runs: read by role and label, and quick enough to time.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const [productView, homeView] = [await context.newPage(), await context.newPage()];
    const show = async (view: Page, url: string) => {
      await view.setContent(await (await fetch(url)).text(), { waitUntil: 'domcontentloaded' });
      return view;
    };
    const purchase = productView.getByRole('form', { name: en.productDetail.purchase });
    const quantityChoices = (count: number) => async () => {
      await show(productView, piecePage);
      return (await purchase.getByLabel(en.productDetail.quantity).locator('option').count()) === count;
    };
    const onHome = (title: string, soldOut: boolean) => async () => {
      await show(homeView, home);
      const card = homeView.getByRole('article').filter({ has: homeView.getByRole('link', { name: title, exact: true }) });
      return (await card.isVisible()) && (await card.getByText(en.product.soldOut).isVisible()) === soldOut;
    };
    const titled = (title: string) => async () => {
      await show(productView, piecePage);
      return productView.getByRole('heading', { level: 1, name: title }).isVisible();
    };
    /** Every check holds for a request sent within a second of the change (checked side by side). */
    const rightWithinASecond = async (...checks: (() => Promise<boolean>)[]) => {
      const changedAt = Date.now();
      for (const after of await Promise.all(checks.map((check) => seenAfter(changedAt, check)))) expect(after).toBeLessThanOrEqual(1_000);
    };
    const frontCacheHit = async (url: string) => {
      const response = await fetch(url);
      await response.arrayBuffer();
      return response.headers.get(FRONT_CACHE_HEADER);
    };
    /** Both pages cached in front, and the bystander's answer replayed from there. */
    const warm = async () => {
      // Read to the end: the front cache keeps an answer once it is complete.
      for (const url of [piecePage, home, bystander]) await (await fetch(url)).arrayBuffer();
      expect(await frontCacheHit(bystander)).toBe('HIT');
    };

    // A stock change by the operator's command: three pieces, three choices.
    await warm();
    changeFromCommandLine(env, [String(piece.ProductId), '--stock', '3']);
    await rightWithinASecond(quantityChoices(3));
    expect(await frontCacheHit(bystander)).toBe('HIT');

    // An order that takes one piece (no sell-out): two choices left.
    await warm();
    await guestBankOrder(server, piece.ProductId);
    await rightWithinASecond(quantityChoices(2));
    expect(await frontCacheHit(bystander)).toBe('HIT');

    // Orders of the last two: sold out on its page and on the home page's card.
    await guestBankOrder(server, piece.ProductId);
    await warm();
    const lastPiece = await guestBankOrder(server, piece.ProductId);
    await rightWithinASecond(onHome(piece.Title, true), async () => {
      await show(productView, piecePage);
      return purchase.getByText(en.product.soldOut).isVisible();
    });
    expect(await frontCacheHit(bystander)).toBe('HIT');

    // The last order's expiry puts its piece back: one choice, and the home card is no longer sold out.
    await database.query(`update orders set payment_deadline = now() - interval '1 minute' where merchant_oid = '${lastPiece}'`);
    await warm();
    expireFromCommandLine(env);
    await rightWithinASecond(onHome(piece.Title, false), quantityChoices(1));
    expect(await frontCacheHit(bystander)).toBe('HIT');

    // A price and title change by the operator's command.
    await warm();
    changeFromCommandLine(env, [String(piece.ProductId), '--price-usd', '1234.56', '--sale-price-usd', '1234.56', '--title-en', 'Renamed Test Piece']);
    await rightWithinASecond(titled('Renamed Test Piece'), onHome('Renamed Test Piece', false));
    await expect(purchase.getByText('$1,234.56')).toBeVisible();
    expect(await frontCacheHit(bystander)).toBe('HIT');
  });
});

test('a page whose data cannot be read answers 500 with the error page, and the next request is not served that failure', ({ page }) =>
  onPostgres(ownPort(3), async (server, database) => {
    await page.context().addCookies([{ name: 'popup', value: '1', url: server.url }]);
    await database.query('alter table sliders rename to sliders_elsewhere');
    const failed = await page.goto(`${server.url}/tr`);
    expect(failed?.status()).toBe(500);
    await expect(page.getByRole('heading', { name: messages.tr.errorPage.title })).toBeVisible();

    await database.query('alter table sliders_elsewhere rename to sliders');
    const recovered = await page.goto(`${server.url}/tr`);
    expect(recovered?.status()).toBe(200);
    await expect(page.getByRole('region', { name: messages.tr.home.heroLabel })).toBeVisible();
  }));

test("when the shell's own data cannot be read, the whole page is the localized error page, and recovers", ({ page }) =>
  onPostgres(ownPort(4), async (server, database) => {
    await page.context().addCookies([{ name: 'popup', value: '1', url: server.url }]);
    await database.query('alter table contracts rename to contracts_elsewhere');
    const failed = await page.goto(`${server.url}/en`);
    expect(failed?.status()).toBe(500);
    await expect(page.getByRole('heading', { name: messages.en.errorPage.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await database.query('alter table contracts_elsewhere rename to contracts');
    await page.getByRole('link', { name: messages.en.errorPage.home }).click();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }));
