/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { mailOutbox, orders, orderStatusHistory, refundRequests, users } from '@/lib/server/db/schema';
import { ORDER_STATUS, type OrderStatus } from '@/lib/shop/orders/status';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { insertOrder } from '../support/orders';
import { memberCookie } from '../support/session';
import { freshShop, post } from '../support/shop';

let shop: Database;

const VALID_IBAN = 'TR330006100519786457841326';

async function member(email: string) {
  const [user] = await shop.db.insert(users).values({ email, nameSurname: 'Deniz Kaya', passwordHash: 'x', isActive: true }).returning();
  return { id: user.id, email, headers: { cookie: await memberCookie(user.id) } };
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

beforeAll(async () => {
  shop = await freshShop({ products: 4 });
});

type Summary = { OrderId: number; OrderNo: string; ProductCount: number; StatueStr: string; PreviousStatueStr: string | null; IsRefundable: boolean } & Record<string, unknown>;

describe('a member’s order list', () => {
  it('holds only the member’s own orders, newest first, with labels and money in the caller’s language', async () => {
    const ada = await member('ada.list@example.com');
    const other = await member('other.list@example.com');
    const old = await insertOrder(shop.db, { userId: ada.id, status: ORDER_STATUS.delivered, createdAt: daysAgo(20), lines: [{ quantity: 2, unitPrice: 50_000 }, { quantity: 1, unitPrice: 10_000 }], cargoPrice: 4_990 });
    const newest = await insertOrder(shop.db, { userId: ada.id, status: ORDER_STATUS.refundRejected, previousStatus: ORDER_STATUS.refundRequested, createdAt: daysAgo(1) });
    const usd = await insertOrder(shop.db, { userId: ada.id, status: ORDER_STATUS.shipped, currency: 'USD', createdAt: daysAgo(5), lines: [{ unitPrice: 4_990 }] });
    await insertOrder(shop.db, { userId: other.id, createdAt: daysAgo(0) });

    const turkish = await post('get-user-orders', { LanguageId: 1 }, { headers: { ...ada.headers, 'accept-language': 'tr' } });
    expect(turkish.status).toBe(200);
    const list = turkish.body.data.List as Summary[];
    expect(list.map((order) => order.OrderId)).toEqual([newest.id, usd.id, old.id]);
    expect(turkish.body.data.Continue).toBe(false);

    expect(list[2]).toMatchObject({
      OrderNo: old.orderNo,
      ProductCount: 3,
      TotalProductPriceStr: '1.100,00 TL',
      CargoPriceStr: '49,90 TL',
      PriceStr: '1.149,90 TL',
      PaymentTypeStr: tr.orders.paymentCard,
      Status: 5,
      StatueStr: 'Teslim Edildi',
      PreviousStatueStr: null,
      IsRefundable: true,
    });
    expect(list[2].DateStr).toMatch(/\d{4}/);
    // An order keeps the currency it was paid in, whatever language reads it.
    expect(list[1]).toMatchObject({ PriceStr: '$49.90', StatueStr: 'Kargoya Verildi', IsRefundable: true });
    // Status 11 carries the state it came from, for "previous (current)".
    expect(list[0]).toMatchObject({ Status: 11, StatueStr: 'İade Reddedildi', PreviousStatueStr: 'İade Talebi Alındı', IsRefundable: false });

    const english = await post('get-user-orders', { LanguageId: 2 }, { headers: { ...ada.headers, 'accept-language': 'en' } });
    const englishList = english.body.data.List as Summary[];
    expect(englishList.map((order) => [order.StatueStr, order.PreviousStatueStr])).toEqual([
      ['Refund Rejected', 'Refund Requested'],
      ['Shipped', null],
      ['Delivered', null],
    ]);
    expect(englishList[2].PaymentTypeStr).toBe(en.orders.paymentCard);
    expect(englishList[2].TotalProductPriceStr).toBe('1.100,00 TL');
  });

  it('pages with Skip and Take and says whether more follow; OnlyRefundable keeps the returnable ones', async () => {
    const bora = await member('bora.pages@example.com');
    const statuses: OrderStatus[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];
    for (const [index, status] of statuses.entries()) await insertOrder(shop.db, { userId: bora.id, status, createdAt: daysAgo(statuses.length - index) });

    const first = await post('get-user-orders', {}, { headers: bora.headers });
    expect(first.body.data.List).toHaveLength(10);
    expect(first.body.data.Continue).toBe(true);
    const second = await post('get-user-orders', { Skip: 10, Take: 10 }, { headers: bora.headers });
    expect(second.body.data.List).toHaveLength(2);
    expect(second.body.data.Continue).toBe(false);

    const returnable = await post('get-user-orders', { OnlyRefundable: true, Take: 50 }, { headers: bora.headers });
    expect((returnable.body.data.List as Summary[]).map((order) => order.Status).sort()).toEqual([2, 2, 3, 4, 5]);
    expect((returnable.body.data.List as Summary[]).every((order) => order.IsRefundable)).toBe(true);
  });

  it('needs a session, and a UserId in the body must be the caller’s', async () => {
    const cem = await member('cem.guard@example.com');
    const other = await member('other.guard@example.com');
    expect((await post('get-user-orders', {})).status).toBe(401);
    expect((await post('get-user-orders', { UserId: cem.id }, { headers: cem.headers })).status).toBe(200);
    const foreign = await post('get-user-orders', { UserId: other.id }, { headers: cem.headers });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('forbidden');
  });
});

describe('an order’s detail', () => {
  it('shows the pieces, addresses, payment and history of the member’s own order', async () => {
    const deniz = await member('deniz.detail@example.com');
    const order = await insertOrder(shop.db, {
      userId: deniz.id,
      status: ORDER_STATUS.shipped,
      installmentCount: 3,
      lines: [{ title: 'Vazo', quantity: 2, unitPrice: 60_000, variationName: 'Büyük' }],
      history: [ORDER_STATUS.paid, ORDER_STATUS.preparing, ORDER_STATUS.shipped],
    });
    const { status, body } = await post('get-order-detail', { OrderId: order.id, LanguageId: 2 }, { headers: { ...deniz.headers, 'accept-language': 'en' } });
    expect(status).toBe(200);
    const [detail] = body.data.List;
    expect(detail).toMatchObject({
      OrderId: order.id,
      OrderNo: order.orderNo,
      ProductCount: 2,
      StatueStr: 'Shipped',
      InstallmentCount: 3,
      PaymentTypeStr: 'Credit card',
      IsRefundable: true,
      RefundRequest: null,
      DeliveryAddress: { NameSurname: 'Deniz Kaya', PhoneStr: '+90 (532) 123 45 67', City: 'İstanbul', District: 'Kadıköy', ZipCode: '34710' },
      BillingAddress: { IsCorporate: false, CitizenshipNumber: '10000000146' },
    });
    expect(detail.Products).toEqual([
      expect.objectContaining({ Title: 'Vazo', Designer: { Name: 'Atölye Toprak' }, Size: 'Büyük', Quantity: 2, Price: 60_000, PriceStr: '600,00 TL', TotalPriceStr: '1.200,00 TL', Url: expect.stringMatching(/^\/productdetail\//), MainPhoto: expect.any(String) }),
    ]);
    expect((detail.History as { StatueStr: string }[]).map((step) => step.StatueStr)).toEqual(['Paid', 'Preparing', 'Shipped']);
  });

  it('answers 404 for another member’s order and for none, 403 for someone else’s UserId', async () => {
    const ece = await member('ece.detail@example.com');
    const other = await member('other.detail@example.com');
    const theirs = await insertOrder(shop.db, { userId: other.id });
    const foreign = await post('get-order-detail', { OrderId: theirs.id }, { headers: ece.headers });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('order_not_found');
    expect((await post('get-order-detail', { OrderId: 999_999 }, { headers: ece.headers })).status).toBe(404);
    expect((await post('get-order-detail', { OrderId: theirs.id, UserId: other.id }, { headers: ece.headers })).status).toBe(403);
    expect((await post('get-order-detail', { OrderId: theirs.id })).status).toBe(401);
  });
});

describe('a refund request', () => {
  const request = (OrderId: number, overrides: Record<string, unknown> = {}) => ({
    OrderId,
    RefundName: 'Deniz Kaya',
    RefundIban: 'tr33 0006 1005 1978 6457 8413 26',
    RefundNote: 'Renk fotoğraftakinden farklı.',
    ...overrides,
  });

  it('is accepted with a valid IBAN: the order moves to 7 with its previous state and history, and a receipt is queued', async () => {
    const fatma = await member('fatma.refund@example.com');
    const order = await insertOrder(shop.db, { userId: fatma.id, status: ORDER_STATUS.delivered });
    const { status, body } = await post('get-refund-request', { ...request(order.id), LanguageId: 2 }, { headers: { ...fatma.headers, 'accept-language': 'en' } });
    expect(status).toBe(200);
    expect(body.message).toBe(en.notices.refund_requested);
    expect(body.data).toEqual({ OrderId: order.id, Status: 7 });

    const [row] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 7, previousStatus: 5 });
    const [stored] = await shop.db.select().from(refundRequests).where(eq(refundRequests.orderId, order.id));
    expect(stored).toMatchObject({ userId: fatma.id, refundName: 'Deniz Kaya', refundIban: VALID_IBAN, status: 'open' });
    const history = await shop.db.select().from(orderStatusHistory).where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.status, 7)));
    expect(history).toHaveLength(1);
    const [mail] = await shop.db.select().from(mailOutbox).where(eq(mailOutbox.to, fatma.email));
    expect(mail.subject).toContain(order.orderNo);
    expect(mail.text).toContain('1326');
    expect(mail.text).not.toContain(VALID_IBAN);

    const detail = await post('get-order-detail', { OrderId: order.id, LanguageId: 2 }, { headers: { ...fatma.headers, 'accept-language': 'en' } });
    expect(detail.body.data.List[0]).toMatchObject({ Status: 7, StatueStr: 'Refund Requested', IsRefundable: false, RefundRequest: { Status: 'open', RefundName: 'Deniz Kaya', RefundIban: 'TR33 **** **** **** **** 8413 26' } });

    const again = await post('get-refund-request', request(order.id), { headers: fatma.headers });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('refund_request_open');
    expect(await shop.db.select().from(refundRequests).where(eq(refundRequests.orderId, order.id))).toHaveLength(1);
  });

  it('of two sent at once, stores one and answers the other 409', async () => {
    const gul = await member('gul.refund@example.com');
    const order = await insertOrder(shop.db, { userId: gul.id, status: ORDER_STATUS.paid });
    const answers = await Promise.all([post('get-refund-request', request(order.id), { headers: gul.headers }), post('get-refund-request', request(order.id), { headers: gul.headers })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await shop.db.select().from(refundRequests).where(eq(refundRequests.orderId, order.id))).toHaveLength(1);
  });

  it.each([
    ['a bad checksum', 'TR340006100519786457841326'],
    ['a wrong length', 'TR33000610051978645784132'],
    ['letters where digits belong', 'TR33ABCD100519786457841326'],
    ['another country’s valid IBAN', 'DE89370400440532013000'],
  ])('refuses %s with a message beside the IBAN field', async (_case, iban) => {
    const hale = await member(`hale.${iban.slice(0, 6).toLowerCase()}@example.com`);
    const order = await insertOrder(shop.db, { userId: hale.id, status: ORDER_STATUS.delivered });
    const { status, body } = await post('get-refund-request', request(order.id, { RefundIban: iban }), { headers: { ...hale.headers, 'accept-language': 'tr' } });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ RefundIban: tr.validation.iban });
    const [row] = await shop.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe(5);
  });

  it('refuses missing fields, each with its own message', async () => {
    const ilke = await member('ilke.missing@example.com');
    const order = await insertOrder(shop.db, { userId: ilke.id });
    const { status, body } = await post('get-refund-request', { OrderId: order.id, RefundName: ' ', RefundIban: '', RefundNote: '' }, { headers: { ...ilke.headers, 'accept-language': 'en' } });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ RefundName: en.validation.required, RefundIban: en.validation.required, RefundNote: en.validation.required });
  });

  it.each([1, 6, 8, 9, 10, 11] as const)('is not offered for an order in status %i', async (orderStatus) => {
    const jale = await member(`jale.${orderStatus}@example.com`);
    const order = await insertOrder(shop.db, { userId: jale.id, status: orderStatus });
    const { status, body } = await post('get-refund-request', request(order.id), { headers: jale.headers });
    expect(status).toBe(409);
    expect(body.code).toBe('refund_not_offered');
    expect(await shop.db.select().from(refundRequests).where(eq(refundRequests.orderId, order.id))).toHaveLength(0);
  });

  it('answers 404 for another member’s order and 403 for someone else’s UserId, changing nothing', async () => {
    const kaan = await member('kaan.refund@example.com');
    const other = await member('other.refund@example.com');
    const theirs = await insertOrder(shop.db, { userId: other.id, status: ORDER_STATUS.delivered });
    const foreign = await post('get-refund-request', request(theirs.id), { headers: kaan.headers });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('order_not_found');
    const claimed = await post('get-refund-request', { ...request(theirs.id), UserId: other.id }, { headers: kaan.headers });
    expect(claimed.status).toBe(403);
    expect((await post('get-refund-request', request(theirs.id))).status).toBe(401);
    const [row] = await shop.db.select({ status: orders.status }).from(orders).where(eq(orders.id, theirs.id));
    expect(row.status).toBe(5);
  });
});
