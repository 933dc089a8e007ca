/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as callback } from '@/app/api/paytr/callback/route';
import { POST as sandboxPost } from '@/app/paytr-sandbox/route';
import { POST as sandboxDecide } from '@/app/paytr-sandbox/[session]/route';
import type { Database } from '@/lib/server/db/client';
import { discountCodes, layoutInfo, orders, orderStatusHistory, paymentNotifications } from '@/lib/server/db/schema';
import { callbackHash, paytrAmount, paytrToken, sandboxCredentials, SANDBOX_MERCHANT_ID } from '@/lib/server/payments/paytr';
import { expireUnpaidOrders } from '@/lib/server/services/checkout/card';
import { translator } from '@/lib/server/translate';
import { formatMoney } from '@/lib/shop/money';
import { installmentPlan } from '@/lib/shop/checkout/installments';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { freshShop, plainProductIds, post } from '../support/shop';
import { linesOfBasket, districtOf, fillBasket, guestAddress, mailsTo, orderBy, priceOf, setStock, stockOf } from './checkout-fixtures';

let shop: Database;
let kadikoy = 0;
let productIds: number[] = [];
let shopEmail = '';
let sandbox: Awaited<ReturnType<typeof sandboxCredentials>>;

beforeAll(async () => {
  shop = await freshShop({ products: 16 });
  kadikoy = await districtOf(shop, 34, 'Kadıköy');
  productIds = await plainProductIds(shop.db, 9);
  [{ email: shopEmail }] = await shop.db.select({ email: layoutInfo.email }).from(layoutInfo);
  for (const id of productIds) await setStock(shop, id, 20);
  sandbox = await sandboxCredentials(shop.db);
});

async function guestWith(items: { productId: number; quantity: number }[], extra: Record<string, unknown> = {}) {
  const address = guestAddress(kadikoy, { Email: `kart.${randomUUID().slice(0, 8)}@example.com`, ...extra });
  const basketId = await fillBasket(shop, { anonymousId: address.AnonymousUserId }, items);
  return { address, basketId };
}

const token = (address: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  post('get-paytr-token', { ...address, ContractAccepted: true, InstallmentCount: 0, ...extra });

/** PayTR's notification, signed with this installation's sandbox credentials. */
function notify(fields: { merchant_oid: string; status: string; total_amount: string | number; hash?: string; failed_reason_msg?: string; failed_reason_code?: string }) {
  const total = String(fields.total_amount);
  const hash = fields.hash ?? callbackHash(sandbox, { merchant_oid: fields.merchant_oid, status: fields.status, total_amount: total });
  const body = new URLSearchParams({ payment_type: 'card', currency: 'TL', test_mode: '1', ...fields, total_amount: total, hash });
  return callback(new Request('http://shop.test/api/paytr/callback', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
}

const historyOf = async (orderId: number) =>
  (await shop.db.select({ status: orderStatusHistory.status }).from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).map((row) => row.status);

describe('/get-paytr-token', () => {
  it('makes the card order from the server’s prices with the instalment surcharge and signs PayTR’s fields', async () => {
    const [a] = productIds;
    const before = await stockOf(shop, a);
    const { address } = await guestWith([{ productId: a, quantity: 2 }]);
    const card = { CardNumber: '4355084355084358', CcvCode: '000', Cvv: '000', CardYear: '30', CardName: 'PAYTR TEST' };
    const { status, body } = await token(address, { InstallmentCount: 3, TotalPrice: 100, payment_amount: '1.00', ...card });
    expect(status).toBe(200);
    const { Fields, Action, MerchantOid, OrderNo } = body.data as { Fields: Record<string, string>; Action: string; MerchantOid: string; OrderNo: string };

    const productTotal = 2 * (await priceOf(shop, a));
    const order = await orderBy(shop, MerchantOid);
    const surcharge = installmentPlan(productTotal, 3).surcharge;
    expect(order).toMatchObject({ orderNo: OrderNo, status: 1, paymentType: 'card', installmentCount: 3, installmentSurcharge: surcharge, total: productTotal + order.cargoPrice + surcharge });
    expect(order.paymentDeadline!.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60 * 1000);
    expect(await stockOf(shop, a)).toBe(before - 2);

    // The form follows the address the caller reached (the test's Host), SITE_URL being unset.
    expect(Action).toBe('http://shop.test/paytr-sandbox');
    expect(MerchantOid).toMatch(/^[A-Za-z0-9]{1,64}$/);
    expect(Fields).toMatchObject({
      merchant_id: SANDBOX_MERCHANT_ID,
      merchant_oid: MerchantOid,
      email: address.Email,
      payment_type: 'card',
      payment_amount: paytrAmount(order.total),
      currency: 'TL',
      test_mode: '1',
      non_3d: '0',
      installment_count: '3',
      client_lang: 'tr',
      merchant_ok_url: 'http://shop.test/tr/odeme-basarili',
      merchant_fail_url: `http://shop.test/tr/odeme-basarisiz/${MerchantOid}`,
      user_name: 'Ayşe Yılmaz',
      user_phone: '+905321234567',
    });
    expect(JSON.parse(Fields.user_basket)).toEqual([[expect.any(String), paytrAmount(await priceOf(shop, a)), 2]]);
    expect(Fields.paytr_token).toBe(paytrToken(sandbox, Fields as never));
    // No card field went anywhere: the schema does not name them.
    const everything = JSON.stringify([body, order]);
    for (const value of ['4355084355084358', 'PAYTR TEST']) expect(everything).not.toContain(value);
  });

  it('answers dollars as USD for English', async () => {
    const { address } = await guestWith([{ productId: productIds[1], quantity: 1 }], { LanguageId: 2 });
    const { body } = await token(address);
    expect(body.data.Fields).toMatchObject({ currency: 'USD', client_lang: 'en', merchant_ok_url: 'http://shop.test/en/odeme-basarili' });
  });

  it('replaces an earlier attempt of the same shopper: cancelled, its stock and discount use given back', async () => {
    const b = productIds[2];
    const before = await stockOf(shop, b);
    const [code] = await shop.db.select().from(discountCodes).where(eq(discountCodes.code, 'HOSGELDIN10'));
    const { address } = await guestWith([{ productId: b, quantity: 3 }]);
    const first = await token(address, { DiscountCode: 'HOSGELDIN10' });
    expect(await stockOf(shop, b)).toBe(before - 3);
    const second = await token(address, { DiscountCode: 'HOSGELDIN10' });
    expect(second.body.data.MerchantOid).not.toBe(first.body.data.MerchantOid);
    expect((await orderBy(shop, first.body.data.MerchantOid)).status).toBe(6);
    expect((await orderBy(shop, second.body.data.MerchantOid)).status).toBe(1);
    expect(await stockOf(shop, b)).toBe(before - 3);
    const [after] = await shop.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(after.usedCount).toBe(code.usedCount + 1);
  });
});

describe('/api/paytr/callback', () => {
  it('refuses a bad hash with 400 and changes nothing but the record of it', async () => {
    const { address } = await guestWith([{ productId: productIds[3], quantity: 1 }]);
    const { MerchantOid } = (await token(address)).body.data;
    const order = await orderBy(shop, MerchantOid);
    const response = await notify({ merchant_oid: MerchantOid, status: 'success', total_amount: order.total, hash: 'Zm9yZ2Vk' });
    expect(response.status).toBe(400);
    expect(await response.text()).not.toBe('OK');
    expect(await orderBy(shop, MerchantOid)).toEqual(order);
    const recorded = await shop.db.select().from(paymentNotifications).where(eq(paymentNotifications.merchantOid, MerchantOid));
    expect(recorded).toMatchObject([{ hashValid: false, processedAt: null }]);
    expect(JSON.stringify(recorded[0].payload)).not.toContain('Zm9yZ2Vk');
  });

  it('pays the order once for the same good notification twice: one change, both answered OK', async () => {
    const { address, basketId } = await guestWith([{ productId: productIds[3], quantity: 1 }]);
    const { MerchantOid } = (await token(address)).body.data;
    const { total, id } = await orderBy(shop, MerchantOid);
    expect(await linesOfBasket(shop, basketId)).toHaveLength(1);
    for (let i = 0; i < 2; i += 1) {
      const response = await notify({ merchant_oid: MerchantOid, status: 'success', total_amount: total });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('OK');
    }
    const paid = await orderBy(shop, MerchantOid);
    expect(paid).toMatchObject({ status: 2, previousStatus: 1 });
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(await historyOf(id)).toEqual([1, 2]);
    expect(await linesOfBasket(shop, basketId)).toEqual([]);
    const mails = await mailsTo(shop, address.Email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(paid.orderNo);
    const processed = await shop.db.select().from(paymentNotifications).where(eq(paymentNotifications.merchantOid, MerchantOid));
    expect(processed.map((row) => row.processedAt != null)).toEqual([true, false]);
  });

  it('answers OK to an unknown merchant_oid and records it', async () => {
    const response = await notify({ merchant_oid: 'VTunknown000', status: 'success', total_amount: 1000 });
    expect(await response.text()).toBe('OK');
    expect(await shop.db.select().from(paymentNotifications).where(eq(paymentNotifications.merchantOid, 'VTunknown000'))).toHaveLength(1);
  });

  it('does not pay an order for another amount than its total', async () => {
    const { address } = await guestWith([{ productId: productIds[3], quantity: 1 }]);
    const { MerchantOid } = (await token(address)).body.data;
    const { total } = await orderBy(shop, MerchantOid);
    const response = await notify({ merchant_oid: MerchantOid, status: 'success', total_amount: total - 100 });
    expect(await response.text()).toBe('OK');
    const order = await orderBy(shop, MerchantOid);
    expect(order.status).toBe(1);
    // The shop's people hear of it, in Turkish.
    const [alert] = (await mailsTo(shop, shopEmail)).filter((mail) => mail.subject.includes(order.orderNo));
    expect(alert.text).toContain(formatMoney(total - 100, 'TRY'));
    expect(alert.text).toContain(formatMoney(total, 'TRY'));
  });

  it('tells the shop of a payment that arrived after its order was cancelled, and leaves the order cancelled', async () => {
    const e = productIds[8];
    const before = await stockOf(shop, e);
    const { address } = await guestWith([{ productId: e, quantity: 1 }]);
    const { MerchantOid } = (await token(address)).body.data;
    await shop.db.update(orders).set({ paymentDeadline: new Date(Date.now() - 1000) }).where(eq(orders.merchantOid, MerchantOid));
    await expireUnpaidOrders(shop.db);
    const { total, orderNo } = await orderBy(shop, MerchantOid);
    expect(await mailsTo(shop, shopEmail)).not.toContainEqual(expect.objectContaining({ subject: expect.stringContaining(orderNo) }));
    expect(await (await notify({ merchant_oid: MerchantOid, status: 'success', total_amount: total })).text()).toBe('OK');
    expect((await orderBy(shop, MerchantOid)).status).toBe(6);
    expect(await stockOf(shop, e)).toBe(before);
    const alerts = (await mailsTo(shop, shopEmail)).filter((mail) => mail.subject.includes(orderNo));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ subject: translator('tr')('mail.paymentAlert.subject', { orderNo }), replyTo: address.Email });
    expect(alerts[0].text).toContain(orderNo);
  });

  it('fails the order on a failed payment, gives stock and discount use back and keeps the reason for the failure page', async () => {
    const c = productIds[4];
    const before = await stockOf(shop, c);
    const [code] = await shop.db.select().from(discountCodes).where(eq(discountCodes.code, 'HOSGELDIN10'));
    const { address } = await guestWith([{ productId: c, quantity: 2 }]);
    const { MerchantOid } = (await token(address, { DiscountCode: 'HOSGELDIN10' })).body.data;
    const { total, id } = await orderBy(shop, MerchantOid);
    const response = await notify({ merchant_oid: MerchantOid, status: 'failed', total_amount: total, failed_reason_code: '0', failed_reason_msg: 'Yetersiz bakiye' });
    expect(await response.text()).toBe('OK');
    expect(await orderBy(shop, MerchantOid)).toMatchObject({ status: 9, failReason: 'Yetersiz bakiye' });
    expect(await historyOf(id)).toEqual([1, 9]);
    expect(await stockOf(shop, c)).toBe(before);
    expect((await shop.db.select().from(discountCodes).where(eq(discountCodes.id, code.id)))[0].usedCount).toBe(code.usedCount);
    // A late success for a failed order changes nothing.
    await notify({ merchant_oid: MerchantOid, status: 'success', total_amount: total });
    expect((await orderBy(shop, MerchantOid)).status).toBe(9);

    const reason = await post('get-payment-fail-reason', { MerchantOid, AnonymousUserId: address.AnonymousUserId, LanguageId: 1 });
    expect(reason.body.data).toMatchObject({ MerchantOid, Reason: 'Yetersiz bakiye' });
  });

  it('gives a general reason in the shopper’s language when PayTR gave none, and 404 for an unknown order', async () => {
    const { address } = await guestWith([{ productId: productIds[3], quantity: 1 }]);
    const { MerchantOid } = (await token(address)).body.data;
    await notify({ merchant_oid: MerchantOid, status: 'failed', total_amount: (await orderBy(shop, MerchantOid)).total });
    const mine = { MerchantOid, AnonymousUserId: address.AnonymousUserId };
    expect((await post('get-payment-fail-reason', { ...mine, LanguageId: 2 })).body.data.Reason).toBe(en.checkoutOrders.failReasonGeneric);
    expect((await post('get-payment-fail-reason', { ...mine, LanguageId: 1 })).body.data.Reason).toBe(tr.checkoutOrders.failReasonGeneric);
    expect((await post('get-payment-fail-reason', { MerchantOid: 'VTnothing1', AnonymousUserId: address.AnonymousUserId })).status).toBe(404);
  });
});

describe('the expiry job', () => {
  it('cancels unpaid orders past their deadline and gives their stock back, once', async () => {
    const d = productIds[5];
    const before = await stockOf(shop, d);
    const { address } = await guestWith([{ productId: d, quantity: 2 }]);
    const bank = await post('payment-process', { ...address, IsBank: true, BankAccountId: 1, ContractAccepted: true });
    const fresh = await guestWith([{ productId: d, quantity: 1 }]);
    const open = await token(fresh.address);
    expect(await stockOf(shop, d)).toBe(before - 3);
    await shop.db.update(orders).set({ paymentDeadline: new Date(Date.now() - 1000) }).where(eq(orders.merchantOid, bank.body.data.MerchantOid));

    expect(await expireUnpaidOrders(shop.db)).toBe(1);
    const expired = await orderBy(shop, bank.body.data.MerchantOid);
    expect(expired.status).toBe(6);
    expect(await historyOf(expired.id)).toEqual([1, 6]);
    expect((await orderBy(shop, open.body.data.MerchantOid)).status).toBe(1);
    expect(await stockOf(shop, d)).toBe(before - 1);
    expect(await expireUnpaidOrders(shop.db)).toBe(0);
    expect(await stockOf(shop, d)).toBe(before - 1);
  });
});

describe('the last 3 units', () => {
  it('go to exactly 3 of 50 concurrent buyers (card and transfer mixed); the others hear no_stock and stock never goes below zero', async () => {
    const last = productIds[6];
    await setStock(shop, last, 3);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => guestWith([{ productId: last, quantity: 1 }])));
    const answers = await Promise.all(
      buyers.map(({ address }, i) =>
        i % 2 ? token(address) : post('payment-process', { ...address, IsBank: true, BankAccountId: 1, ContractAccepted: true }),
      ),
    );
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.code === 'no_stock')).toBe(true);
    expect(answers.filter((answer) => answer.status !== 200)).toHaveLength(47);
    expect(await stockOf(shop, last)).toBe(0);

    // The card winners pay; every order still holds exactly its one unit.
    for (const answer of won.filter((one) => one.body.data.Fields)) {
      const order = await orderBy(shop, answer.body.data.MerchantOid);
      expect(await (await notify({ merchant_oid: order.merchantOid, status: 'success', total_amount: order.total })).text()).toBe('OK');
    }
    const winners = won.map((answer) => answer.body.data.MerchantOid as string);
    const states = await Promise.all(winners.map(async (oid) => (await orderBy(shop, oid)).status));
    expect(states.sort()).toEqual(won.map((answer) => (answer.body.data.Fields ? 2 : 1)).sort());
    expect(await stockOf(shop, last)).toBe(0);
  });
});

describe('the sandbox', () => {
  const realFetch = global.fetch;
  beforeAll(() => {
    // The sandbox posts PayTR's notification over HTTP to this shop; here that request reaches the route directly.
    global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input.toString());
      if (url.pathname !== '/api/paytr/callback') throw new Error(`unexpected fetch ${url}`);
      return callback(new Request(url, init));
    }) as typeof fetch;
  });
  afterAll(() => {
    global.fetch = realFetch;
  });

  /** The browser's post of the hidden form plus the card fields, as CHECKOUT-UI's form sends it. */
  async function postToSandbox(fields: Record<string, string>, card: Record<string, string>) {
    const body = new URLSearchParams({ ...fields, ...card });
    return sandboxPost(new Request('http://shop.test/paytr-sandbox', { method: 'POST', body, headers: { host: 'shop.test', 'content-type': 'application/x-www-form-urlencoded' } }));
  }

  async function decide(page: string, decision: 'approve' | 'decline') {
    const [, session] = /action="\/paytr-sandbox\/([0-9a-f]+)"/.exec(page)!;
    const body = new URLSearchParams({ decision });
    return sandboxDecide(new Request(`http://shop.test/paytr-sandbox/${session}`, { method: 'POST', body, headers: { host: 'shop.test', 'content-type': 'application/x-www-form-urlencoded' } }), {
      params: Promise.resolve({ session }),
    });
  }

  const testCard = { cc_owner: 'PAYTR TEST', card_number: '4355084355084358', expiry_month: '12', expiry_year: '30', cvv: '000' };

  it('approves a published test card: callback, order paid, browser sent to the success page', async () => {
    const { address } = await guestWith([{ productId: productIds[7], quantity: 1 }], { IsGiftWrap: true, GiftWrapNote: 'Mutlu yıllar' });
    const { Fields, MerchantOid } = (await token(address, { InstallmentCount: 3 })).body.data;
    const page = await postToSandbox(Fields, testCard);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    const html = await page.text();
    expect(html).toContain('4355 08** **** 4358');
    expect(html).not.toContain('4355084355084358');
    expect(html).toContain('Onayla');
    const done = await decide(html, 'approve');
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('http://shop.test/tr/odeme-basarili');
    expect(await orderBy(shop, MerchantOid)).toMatchObject({ status: 2, installmentCount: 3, isGiftWrap: true });
    const notes = await shop.db.select().from(paymentNotifications).where(eq(paymentNotifications.merchantOid, MerchantOid));
    expect(JSON.stringify(notes)).not.toContain('4355084355084358');
  });

  it('declines when the shopper declines, and any card that is not a test card, with a reason on the failure page', async () => {
    for (const [card, decision, reason] of [
      [testCard, 'decline', tr.paymentSandbox.declinedByShopper],
      [{ ...testCard, card_number: '4111111111111111' }, 'approve', tr.paymentSandbox.notTestCard],
      [{ ...testCard, expiry_year: '20' }, 'approve', tr.paymentSandbox.cardExpired],
    ] as const) {
      const { address } = await guestWith([{ productId: productIds[0], quantity: 1 }]);
      const { Fields, MerchantOid } = (await token(address)).body.data;
      const done = await decide(await (await postToSandbox(Fields, card)).text(), decision);
      expect(done.headers.get('location')).toBe(`http://shop.test/tr/odeme-basarisiz/${MerchantOid}`);
      expect(await orderBy(shop, MerchantOid)).toMatchObject({ status: 9, failReason: reason });
      expect((await post('get-payment-fail-reason', { MerchantOid, AnonymousUserId: address.AnonymousUserId, LanguageId: 1 })).body.data.Reason).toBe(reason);
    }
  });

  it('refuses a form whose token does not verify (a changed amount)', async () => {
    const { address } = await guestWith([{ productId: productIds[0], quantity: 1 }]);
    const { Fields, MerchantOid } = (await token(address)).body.data;
    const page = await postToSandbox({ ...Fields, payment_amount: '1.00' }, testCard);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(tr.paymentSandbox.badToken);
    expect((await orderBy(shop, MerchantOid)).status).toBe(1);
  });
});
