import { expect, test } from '@playwright/test';
import { messages } from './support/shop';
import { changeFromCommandLine, freshPostgres, ownPort, seedFromCommandLine, startServer, stopAllServers, tempDataDir, type TestServer } from './support/server';

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

test('a price, stock or title changed through the service layer reaches the cached product page and its listing within seconds', () =>
  onPostgres(ownPort(3), async (server, _database, env) => {
    const call = async <T>(name: string, data: object): Promise<T> =>
      ((await (await fetch(`${server.url}/api/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Checker: true, data }) })).json()) as { data: T }).data;
    const { List } = await call<{ List: { Id: number; Urls: { en: string } }[] }>('get-product-urls', { Take: 1 });
    const { product } = await call<{ product: { Title: string; Categories: { Url?: string }[] } }>('get-product-detail', { LanguageId: 2, ProductId: List[0].Id });
    const page = `${server.url}/en${List[0].Urls.en}`;
    const html = async () => (await fetch(page)).text();
    // Cached: the second answer comes from the page cache.
    expect(await html()).toContain(escaped(product.Title));
    expect((await fetch(page)).headers.get('x-nextjs-cache')).toBe('HIT');

    changeFromCommandLine(env, [String(List[0].Id), '--price-usd', '1234.56', '--sale-price-usd', '1234.56', '--title-en', 'Renamed Test Piece']);
    await expect.poll(async () => (await html()).includes('Renamed Test Piece'), { timeout: 15_000 }).toBe(true);
    const after = await html();
    expect(after).toContain('$1,234.56');
    expect(after).not.toContain(`>${escaped(product.Title)}<`);
  }));

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
