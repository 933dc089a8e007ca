import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { expect, test } from './support/test';
import { Redis } from 'ioredis';
import { startCluster, type Cluster, type Instance } from '../../scripts/cluster/instances';
import { guestCheckout } from '../../scripts/bench/guest-checkout.mjs';
import { CACHE_STATE_HEADER } from '../../lib/server/cache/next-internals';
import { changeFromCommandLine, freshPostgres, ownPort, tempDataDir } from './support/server';

/*
 * Two instances of the built shop (each as `npm start` runs it) on one PostgreSQL and one Redis, behind
 * a round-robin load balancer (scripts/cluster): what one instance writes, caches, counts or starts,
 * the other reads, serves, counts on or finishes. Skipped when PostgreSQL or Redis does not answer.
 */

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const PORT = Number(process.env.E2E_CLUSTER_PORT ?? ownPort(6));

const redisAnswers = () =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(REDIS_URL);
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

test.describe.configure({ mode: 'serial' });

let cluster: Cluster;
let A: Instance;
let B: Instance;
let database: NonNullable<Awaited<ReturnType<typeof freshPostgres>>>;
let env: Record<string, string>;
const prefix = `${process.env.REDIS_TEST_PREFIX ?? 'vitrin-test:'}${process.pid}:`;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const found = (await redisAnswers()) ? await freshPostgres() : null;
  test.skip(!found, 'PostgreSQL on 127.0.0.1:5432 and Redis (REDIS_TEST_URL) must both answer');
  database = found!;
  // One data folder for both: the shared media store of demo pictures.
  env = { DATABASE_URL: database.url, REDIS_URL, VITRIN_REDIS_PREFIX: prefix, VITRIN_DATA_DIR: tempDataDir(), TRUST_PROXY: 'true', WEB_CONCURRENCY: '1' };
  cluster = await startCluster({ port: PORT, instances: 2, env });
  [A, B] = cluster.instances;
});

test.afterAll(async () => {
  if (!database) return;
  await cluster?.stop();
  await database.drop();
  const redis = new Redis(REDIS_URL);
  for (let cursor = '0'; ; ) {
    const [after, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    if ((cursor = after) === '0') break;
  }
  redis.disconnect();
});

type Envelope<T> = { status: number; code?: string; data: T; cookie: string | null };

/** A call of the shop API on one instance, from one caller's address (the instances trust the balancer's X-Forwarded-For). */
async function api<T = unknown>(on: Instance | string, name: string, data: object, ip = '10.9.0.1', cookie?: string): Promise<Envelope<T>> {
  const base = typeof on === 'string' ? on : on.url;
  const response = await fetch(`${base}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ Checker: true, data }),
  });
  const body = (await response.json()) as { data: T; code?: string };
  return { status: response.status, code: body.code, data: body.data, cookie: response.headers.get('set-cookie') };
}

async function query<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The active plain products (no variations, no option list), by id: each test takes its own. */
const plainProducts = () =>
  query<{ id: number }>(
    'select p.id from products p where p.is_main_variation and p.is_active and p.stock > 5 and not exists (select 1 from product_options o where o.product_id = p.id) order by p.id limit 5',
  ).then((rows) => rows.map((row) => row.id));

const page = async (url: string) => {
  const response = await fetch(url);
  return { state: response.headers.get(CACHE_STATE_HEADER), html: await response.text() };
};

test('a page rendered on A is served from the shared cache on B, and a price change shows on B within 2 s', async () => {
  const [id] = await plainProducts();
  const { data } = await api<{ product: { Url: string } }>(A, 'get-product-detail', { LanguageId: 2, ProductId: id });
  const path = `/en${data.product.Url}`;
  await page(`${A.url}${path}`);
  expect((await page(`${A.url}${path}`)).state).toBe('HIT');
  // B never rendered it: its first answer comes from what A left in Redis.
  expect((await page(`${B.url}${path}`)).state).toBe('HIT');

  changeFromCommandLine(env, [String(id), '--price-usd', '4321.99', '--sale-price-usd', '4321.99']);
  const changedAt = Date.now();
  await expect.poll(async () => (await page(`${B.url}${path}`)).html.includes('4,321.99'), { timeout: 2_000, intervals: [100] }).toBe(true);
  console.log(`[two instances] the new price was on B's page ${Date.now() - changedAt} ms after the change`);
});

test('a member signed in on A keeps the session on B, and a basket made on A is read on B', async () => {
  const email = `member.${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Kapadokya-2026!';
  const ip = '10.9.1.1';
  const registered = await api(A, 'register', { LanguageId: 2, Name: 'Elif Demir', Email: email, Phone: '(532) 765 43 21', Password: password, RePassword: password, TermsAccepted: true, KvkkAccepted: true }, ip);
  expect(registered.status).toBe(200);
  // The mailed link's work, done directly: mail is not what this test is about.
  await query('update users set is_active = true, activated_at = now() where lower(email) = lower($1)', [email]);
  const login = await api<{ User: { UserId: number; Email: string } }>(A, 'login', { LanguageId: 2, Email: email, Password: password }, ip);
  expect(login.status).toBe(200);
  const cookie = login.cookie!.split(';')[0];
  const onB = await api<{ User: { Email: string } }>(B, 'reload-user', { LanguageId: 2, UserId: login.data.User.UserId }, ip, cookie);
  expect(onB.status).toBe(200);
  expect(onB.data.User.Email).toBe(email);

  const [, id] = await plainProducts();
  const AnonymousUserId = randomUUID();
  expect((await api(A, 'add-to-cart', { LanguageId: 2, ProductId: id, Quantity: 2, AnonymousUserId }, ip)).status).toBe(200);
  expect((await api<number>(B, 'get-cart-count', { LanguageId: 2, AnonymousUserId }, ip)).data).toBe(2);
});

test('a 429 is counted across both instances', async () => {
  // resend-activation: 10 calls an hour per address, whichever instance takes them.
  const ip = `10.9.2.${Math.floor(Math.random() * 250)}`;
  const statuses: number[] = [];
  for (let n = 0; n < 11; n++) statuses.push((await api(n % 2 ? B : A, 'resend-activation', { LanguageId: 2, Email: `nobody.${n}@example.com` }, ip)).status);
  expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
  expect(statuses[10]).toBe(429);
});

test('50 buyers of 3 units, split across A and B, make exactly 3 orders', async () => {
  const [, , id] = await plainProducts();
  await query('update products set stock = 3 where id = $1', [id]);
  const { data } = await api<{ districtList: { DistrictId: number }[] }>(A, 'get-district-list', { CityId: 34 });
  const address = guestCheckout(data.districtList[0].DistrictId, 'burst@example.com');
  const buyers = Array.from({ length: 50 }, (_, n) => ({ AnonymousUserId: randomUUID(), ip: `10.9.3.${n + 1}`, on: n % 2 ? B : A }));
  for (const buyer of buyers) expect((await api(buyer.on, 'add-to-cart', { LanguageId: 1, ProductId: id, Quantity: 1, AnonymousUserId: buyer.AnonymousUserId }, buyer.ip)).status).toBe(200);
  const answers = await Promise.all(buyers.map((buyer) => api(buyer.on, 'payment-process', { ...address, AnonymousUserId: buyer.AnonymousUserId, IsBank: true, BankAccountId: 1 }, buyer.ip)));
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
  expect(answers.filter((answer) => answer.status === 409 && answer.code === 'no_stock')).toHaveLength(47);
  expect((await query<{ stock: number }>('select stock from products where id = $1', [id]))[0].stock).toBe(0);
});

test('a card attempt started on A is approved through B’s sandbox and callback', async () => {
  const [, , , id] = await plainProducts();
  const ip = '10.9.4.1';
  const AnonymousUserId = randomUUID();
  expect((await api(A, 'add-to-cart', { LanguageId: 1, ProductId: id, Quantity: 1, AnonymousUserId }, ip)).status).toBe(200);
  const { data } = await api<{ districtList: { DistrictId: number }[] }>(A, 'get-district-list', { CityId: 34 });
  const token = await api<{ Fields: Record<string, string>; MerchantOid: string }>(A, 'get-paytr-token', { ...guestCheckout(data.districtList[0].DistrictId, 'card@example.com'), AnonymousUserId, InstallmentCount: 0 }, ip);
  expect(token.status).toBe(200);
  const card = { cc_owner: 'PAYTR TEST', card_number: '4355084355084358', expiry_month: '12', expiry_year: '30', cvv: '000' };
  const secure = await fetch(`${A.url}/paytr-sandbox`, { method: 'POST', body: new URLSearchParams({ ...token.data.Fields, ...card }) });
  expect(secure.status).toBe(200);
  const [, session] = /action="\/paytr-sandbox\/([0-9a-f]+)"/.exec(await secure.text())!;
  // The shopper's approval reaches B, which finds A's session in Redis and notifies its own callback.
  const approved = await fetch(`${B.url}/paytr-sandbox/${session}`, { method: 'POST', body: new URLSearchParams({ decision: 'approve' }), redirect: 'manual' });
  expect(approved.status).toBe(303);
  expect(approved.headers.get('location')).toContain('/odeme-basarili');
  expect((await query<{ status: number }>('select status from orders where merchant_oid = $1', [token.data.MerchantOid]))[0].status).toBe(2);
});

test('killing A mid-load leaves B answering, and the balancer’s retries see no 5xx', async () => {
  const { data } = await api<{ productList: { Url: string }[] }>(B, 'get-featured-products', { LanguageId: 2 });
  const urls = ['/en', `/en${data.productList[0].Url}`, '/tr'];
  for (const url of urls) await page(`${B.url}${url}`);
  const statuses: number[] = [];
  const failures: string[] = [];
  let killedAt = 0;
  const load = async (worker: number) => {
    for (let n = 0; n < 40; n++) {
      const url = `${cluster.balancer.url}${urls[(worker + n) % urls.length]}`;
      try {
        const response = await fetch(url);
        await response.arrayBuffer();
        statuses.push(response.status);
      } catch (error) {
        failures.push(`${url}: ${(error as Error).message}`);
      }
      if (worker === 0 && n === 10) killedAt = (await A.kill('SIGKILL'), Date.now());
    }
  };
  await Promise.all([0, 1, 2, 3].map(load));
  expect(killedAt).toBeGreaterThan(0);
  // An answer A was in the middle of sending when it died is cut off (undici: "terminated"), as any
  // balancer cuts it: at most one per loader. Every other request is answered, none with a 5xx.
  const cut = failures.filter((failure) => failure.endsWith(': terminated'));
  expect(cut.length).toBeLessThanOrEqual(4);
  expect(failures.filter((failure) => !cut.includes(failure))).toEqual([]);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  expect(statuses).toHaveLength(160 - cut.length);
  expect((await fetch(`${B.url}/en`)).status).toBe(200);
});
