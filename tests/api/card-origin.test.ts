/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { POST as callback } from '@/app/api/paytr/callback/route';
import { POST as sandboxPost } from '@/app/paytr-sandbox/route';
import { POST as sandboxDecide } from '@/app/paytr-sandbox/[session]/route';
import type { Database } from '@/lib/server/db/client';
import { eq } from 'drizzle-orm';
import { installationSecrets, orders } from '@/lib/server/db/schema';
import { callbackHash } from '@/lib/server/payments/paytr';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { freshShop, plainProductIds, post } from '../support/shop';
import { districtOf, fillBasket, guestAddress, orderBy, setStock } from './checkout-fixtures';

/**
 * Issue 18: the card path on any address (the form and its return addresses follow where the
 * shopper reached the shop; the sandbox calls the shop on its own listen address), and the
 * sandbox's secret, which is this installation's own and no longer the one once in the README.
 */

let shop: Database;
let kadikoy = 0;
let productIds: number[] = [];

const ENV_KEYS = ['PORT', 'SITE_URL', 'TRUST_PROXY', 'NODE_ENV', 'PAYTR_SANDBOX', 'HOSTNAME'] as const;
const saved = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));

/** Sets (or with undefined, removes) server settings for one test; restored after each. */
function setEnv(values: Partial<Record<(typeof ENV_KEYS)[number], string | undefined>>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else Object.assign(process.env, { [key]: value });
  }
}

beforeAll(async () => {
  shop = await freshShop({ products: 8 });
  kadikoy = await districtOf(shop, 34, 'Kadıköy');
  productIds = await plainProductIds(shop.db, 2);
  for (const id of productIds) await setStock(shop, id, 50);
});

beforeEach(() => setEnv({ PORT: undefined, SITE_URL: undefined, TRUST_PROXY: undefined, PAYTR_SANDBOX: undefined, HOSTNAME: undefined }));
afterEach(() => setEnv(saved));

async function guest(locale: 'tr' | 'en' = 'tr') {
  const address = guestAddress(kadikoy, { Email: `adres.${randomUUID().slice(0, 8)}@example.com`, LanguageId: locale === 'tr' ? 1 : 2 });
  await fillBasket(shop, { anonymousId: address.AnonymousUserId }, [{ productId: productIds[0], quantity: 1 }]);
  return address;
}

const token = (address: Record<string, unknown>, headers: Record<string, string> = {}) =>
  post('get-paytr-token', { ...address, ContractAccepted: true, InstallmentCount: 0 }, { headers });

const form = (url: string, fields: Record<string, string>, headers: Record<string, string>) =>
  new Request(url, { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });

describe('the card form follows the address the shopper reached', () => {
  it('with SITE_URL unset: the host and port the request came to (PORT=3100 is not localhost:3000)', async () => {
    setEnv({ PORT: '3100' });
    const reply = await token(await guest(), { host: 'localhost:3100' });
    expect(reply.status).toBe(200);
    expect(reply.body.data.Action).toBe('http://localhost:3100/paytr-sandbox');
    expect(reply.body.data.Fields.merchant_ok_url).toBe('http://localhost:3100/tr/odeme-basarili');
  });

  it('behind TRUST_PROXY: the forwarded host and protocol (the proxy’s own, last value)', async () => {
    setEnv({ PORT: '3100', TRUST_PROXY: 'true' });
    const headers = { host: '127.0.0.1:3100', 'x-forwarded-host': 'evil.example, shop.example', 'x-forwarded-proto': 'https' };
    const reply = await token(await guest('en'), headers);
    expect(reply.body.data.Action).toBe('https://shop.example/paytr-sandbox');
    expect(reply.body.data.Fields.merchant_fail_url).toBe(`https://shop.example/en/odeme-basarisiz/${reply.body.data.MerchantOid}`);
  });

  it('without TRUST_PROXY a caller’s forwarded headers count for nothing, and a host that is no host is not echoed', async () => {
    setEnv({ PORT: '3100' });
    const forged = await token(await guest(), { host: 'localhost:3100', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(forged.body.data.Action).toBe('http://localhost:3100/paytr-sandbox');
    const broken = await token(await guest(), { host: 'a b/"><script>' });
    expect(broken.body.data.Action).toBe('http://localhost:3100/paytr-sandbox');
  });

  it('a configured SITE_URL wins', async () => {
    setEnv({ SITE_URL: 'https://vitrin.example/', TRUST_PROXY: 'true' });
    const reply = await token(await guest(), { host: 'localhost:3000', 'x-forwarded-host': 'other.example' });
    expect(reply.body.data.Action).toBe('https://vitrin.example/paytr-sandbox');
  });
});

describe('the sandbox behind an HTTPS proxy', () => {
  const realFetch = global.fetch;
  const called: string[] = [];
  beforeAll(() => {
    // Stands in for the network: the notification reaches the callback route directly, and its address is kept.
    global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input.toString());
      called.push(url.toString());
      return callback(new Request(url, init));
    }) as typeof fetch;
  });
  afterAll(() => {
    global.fetch = realFetch;
  });

  it('posts its notification to the address the server listens on, not to the public https origin; the order is paid', async () => {
    setEnv({ PORT: '3456', TRUST_PROXY: 'true' });
    const proxied = { host: '127.0.0.1:3456', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' };
    const { Fields, MerchantOid } = (await token(await guest(), proxied)).body.data;
    const card = { cc_owner: 'PAYTR TEST', card_number: '4355084355084358', expiry_month: '12', expiry_year: '30', cvv: '000' };
    const page = await (await sandboxPost(form('https://shop.example/paytr-sandbox', { ...Fields, ...card }, proxied))).text();
    expect(page).toContain(tr.paymentSandbox.testNotice);
    const [, session] = /action="\/paytr-sandbox\/([0-9a-f]+)"/.exec(page)!;
    const done = await sandboxDecide(form(`https://shop.example/paytr-sandbox/${session}`, { decision: 'approve' }, proxied), { params: Promise.resolve({ session }) });
    expect(called).toEqual(['http://127.0.0.1:3456/api/paytr/callback']);
    expect(done.headers.get('location')).toBe('https://shop.example/tr/odeme-basarili');
    expect((await orderBy(shop, MerchantOid)).status).toBe(2);
  });
});

describe('the sandbox’s secret', () => {
  it('is this installation’s own: a "success" signed with the key and salt the README once published is refused', async () => {
    const { MerchantOid } = (await token(await guest())).body.data;
    const order = await orderBy(shop, MerchantOid);
    const published = { merchantKey: 'vitrin-sandbox-key', merchantSalt: 'vitrin-sandbox-salt' };
    const fields = { merchant_oid: MerchantOid, status: 'success', total_amount: String(order.total) };
    const answer = await callback(form('http://shop.test/api/paytr/callback', { ...fields, hash: callbackHash(published, fields) }, {}));
    expect(answer.status).toBe(400);
    expect((await orderBy(shop, MerchantOid)).status).toBe(1);

    const secrets = await shop.db.select().from(installationSecrets);
    expect(secrets.map((row) => row.name).sort()).toEqual(['paytr-sandbox-key', 'paytr-sandbox-salt']);
    for (const { value } of secrets) expect(value).toMatch(/^[\w-]{43}$/);
  });
});

describe('a production shop with a public SITE_URL and no PayTR credentials', () => {
  beforeEach(() => setEnv({ NODE_ENV: 'production', SITE_URL: 'https://vitrin.example' }));

  it('refuses card payments with a clear message in the shopper’s language; no order is made; bank transfer still works', async () => {
    for (const [locale, messages] of [['tr', tr], ['en', en]] as const) {
      const address = await guest(locale);
      const refused = await token(address);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ succeeded: false, code: 'card_payments_unavailable', message: messages.errors.card_payments_unavailable });
      const bank = await post('payment-process', { ...address, IsForChecking: false, IsBank: true, BankAccountId: 1, ContractAccepted: true });
      expect(bank.status).toBe(200);
      const made = await shop.db.select({ paymentType: orders.paymentType }).from(orders).where(eq(orders.email, address.Email));
      expect(made).toEqual([{ paymentType: 'bank' }]);
    }
    expect((await sandboxPost(form('https://vitrin.example/paytr-sandbox', {}, {}))).status).toBe(404);
  });

  it('takes test payments through the sandbox when asked by name (PAYTR_SANDBOX=true)', async () => {
    setEnv({ PAYTR_SANDBOX: 'true' });
    const reply = await token(await guest());
    expect(reply.status).toBe(200);
    expect(reply.body.data.Action).toBe('https://vitrin.example/paytr-sandbox');
  });
});
