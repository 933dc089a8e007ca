/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { auditLog, discountCodes, discountCodeUses, mailOutbox, orderLines, orders, orderStatusHistory, products, users } from '@/lib/server/db/schema';
import { ORDER_STATUS } from '@/lib/shop/orders/status';
import { operatorWithSession } from '../support/operators';
import { insertOrder } from '../support/orders';
import { memberCookie } from '../support/session';
import { freshShop, plainProductIds, post } from '../support/shop';

let shop: Database;
let staff: Awaited<ReturnType<typeof operatorWithSession>>;

beforeAll(async () => {
  shop = await freshShop({ products: 4 });
  staff = await operatorWithSession('staff');
});

const as = (who: { headers: Record<string, string> }) => ({ headers: who.headers });

describe('operator order entries: who may call them', () => {
  it.each([
    ['operator-orders', {}],
    ['operator-orders-export', {}],
    ['operator-order', { OrderId: 1 }],
    ['operator-order-transfer-received', { OrderId: 1, FromStatus: 1, Amount: '10' }],
    ['operator-order-preparing', { OrderId: 1, FromStatus: 2 }],
    ['operator-order-shipped', { OrderId: 1, FromStatus: 3, Carrier: 'dhl', TrackingNumber: '1234567890' }],
    ['operator-order-delivered', { OrderId: 1, FromStatus: 4 }],
    ['operator-order-rejected', { OrderId: 1, FromStatus: 2, Reason: 'Stok hatası' }],
    ['operator-order-cancelled', { OrderId: 1, FromStatus: 2 }],
  ])('%s: 401 without a session, 403 to a shopper and an editor', async (name, data) => {
    expect((await post(name, data)).status).toBe(401);
    const [shopper] = await shop.db.insert(users).values({ email: `s.${name}@example.com`, nameSurname: 'Ada', passwordHash: 'x', isActive: true }).returning();
    expect((await post(name, data, { headers: { cookie: await memberCookie(shopper.id) } })).status).toBe(403);
    const editor = await operatorWithSession('editor');
    expect((await post(name, data, as(editor))).status).toBe(403);
  });
});

describe('the order list', () => {
  it('filters by status, payment, currency, dates and a search; sorts and pages; exports the same as CSV', async () => {
    const a = await insertOrder(shop.db, { userId: null, status: ORDER_STATUS.awaitingPayment, paymentType: 'bank', createdAt: new Date('2026-03-02T10:00:00Z') });
    const b = await insertOrder(shop.db, { userId: null, status: ORDER_STATUS.paid, currency: 'USD', createdAt: new Date('2026-03-05T10:00:00Z') });
    await shop.db.update(orders).set({ email: 'zeynep+vip@example.com', deliveryNameSurname: '=Zeynep "Z" Ak' }).where(eq(orders.id, b.id));

    const bank = await post('operator-orders', { PaymentType: 'bank', Status: 1, From: '2026-03-01', To: '2026-03-02' }, as(staff));
    expect(bank.status).toBe(200);
    expect(bank.body.data.Orders.map((o: { Id: number }) => o.Id)).toEqual([a.id]);
    expect(bank.body.data.Statuses).toHaveLength(11);
    const usd = await post('operator-orders', { Currency: 'USD', Q: 'VIP@' }, as(staff));
    expect(usd.body.data).toMatchObject({ Total: 1, Orders: [{ Id: b.id, TotalText: '$1,250.00', PaymentType: 'card' }] });
    expect((await post('operator-orders', { Q: b.orderNo.slice(3, 9).toLowerCase() }, as(staff))).body.data.Orders[0].Id).toBe(b.id);
    expect((await post('operator-orders', { Q: '%' }, as(staff))).body.data.Total).toBe(0);

    const byTotal = await post('operator-orders', { Sort: 'orderNo', Dir: 'asc' }, as(staff));
    const numbers = byTotal.body.data.Orders.map((o: { OrderNo: string }) => o.OrderNo);
    expect(numbers).toEqual([...numbers].sort());
    expect((await post('operator-orders', { Page: 2 }, as(staff))).body.data.Orders).toEqual([]);

    const bad = await post('operator-orders', { Status: 99, Sort: 'price', From: '2026-13-45' }, as(staff));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['From', 'Sort', 'Status']);

    const csv = await post('operator-orders-export', { Currency: 'USD', Q: 'vip' }, { headers: { ...staff.headers, 'accept-language': 'en' } });
    const lines = csv.body.data.Csv.split('\r\n');
    expect(lines[0]).toBe('"Order no","Date","Name","E-mail","Status","Payment","Currency","Total"');
    // A name a spreadsheet would run as a formula is defused; quotes are doubled.
    expect(lines[1]).toContain(`"'=Zeynep ""Z"" Ak","zeynep+vip@example.com","Paid","Card","USD","1250.00"`);
  });
});

describe('one order and its moves', () => {
  it('shows the order with masked identity, and 404 for an unknown id', async () => {
    const order = await insertOrder(shop.db, { userId: null, status: ORDER_STATUS.paid });
    const detail = await post('operator-order', { OrderId: order.id }, as(staff));
    expect(detail.body.data).toMatchObject({ OrderNo: order.orderNo, Billing: { Identity: '10*******46' }, Actions: ['preparing', 'rejected', 'cancelled'] });
    expect(JSON.stringify(detail.body.data)).not.toContain('10000000146');
    expect((await post('operator-order', { OrderId: 999_999 }, as(staff))).status).toBe(404);
    expect((await post('operator-order-preparing', { OrderId: 999_999, FromStatus: 2 }, as(staff))).status).toBe(404);
  });

  it('takes a bank order from awaiting payment to delivered, each move with a history row, a mail where due and an audit row', async () => {
    const [member] = await shop.db.insert(users).values({ email: 'deniz.moves@example.com', nameSurname: 'Deniz Kaya', passwordHash: 'x', isActive: true }).returning();
    const order = await insertOrder(shop.db, { userId: member.id, status: ORDER_STATUS.awaitingPayment, paymentType: 'bank', currency: 'USD' });
    const id = order.id;
    expect((await post('operator-order-transfer-received', { OrderId: id, FromStatus: 1, Amount: 'a lot' }, as(staff))).body.errors.Amount).toBeTruthy();
    expect((await post('operator-order-transfer-received', { OrderId: id, FromStatus: 1, Amount: '1250,00' }, as(staff))).status).toBe(200);
    // Shipping straight from paid is not a move the state machine has.
    expect((await post('operator-order-shipped', { OrderId: id, FromStatus: 2, Carrier: 'dhl', TrackingNumber: '1234567890' }, as(staff))).body.code).toBe('order_move_not_allowed');
    expect((await post('operator-order-preparing', { OrderId: id, FromStatus: 2 }, as(staff))).status).toBe(200);
    const wrongShape = await post('operator-order-shipped', { OrderId: id, FromStatus: 3, Carrier: 'ptt', TrackingNumber: '1234567890' }, as(staff));
    expect(wrongShape.status).toBe(400);
    expect(wrongShape.body.errors.TrackingNumber).toBeTruthy();
    expect((await post('operator-order-shipped', { OrderId: id, FromStatus: 3, Carrier: 'unknown', TrackingNumber: 'X' }, as(staff))).body.errors.Carrier).toBeTruthy();
    expect((await post('operator-order-shipped', { OrderId: id, FromStatus: 3, Carrier: 'ptt', TrackingNumber: 'rr 123456785 tr' }, as(staff))).status).toBe(200);
    expect((await post('operator-order-delivered', { OrderId: id, FromStatus: 4 }, as(staff))).status).toBe(200);

    const [after] = await shop.db.select().from(orders).where(eq(orders.id, id));
    expect(after).toMatchObject({ status: 5, transferReceivedAmount: 125_000, carrier: 'ptt', trackingNumber: 'RR123456785TR' });
    const history = await shop.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id)).orderBy(orderStatusHistory.id);
    expect(history.map((step) => [step.status, step.operatorId])).toEqual([[1, null], [2, staff.id], [3, staff.id], [4, staff.id], [5, staff.id]]);
    const mails = await shop.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, id)).orderBy(mailOutbox.id);
    expect(mails.map((mail) => mail.subject)).toEqual([`Your payment for order ${order.orderNo} has arrived`, `Order ${order.orderNo} is on its way`]);
    expect(mails[1].text).toContain('https://gonderitakip.ptt.gov.tr/Track/Verify?q=RR123456785TR');
    expect(mails[1].text).toContain(`/en/siparislerimdetay/${id}`);
    const audit = await shop.db.select().from(auditLog).where(eq(auditLog.entityId, String(id))).orderBy(auditLog.id);
    expect(audit.map((row) => [row.action, row.operatorEmail, (row.before as { status: number }).status, (row.after as { status: number }).status])).toEqual([
      ['order.transferReceived', staff.email, 1, 2],
      ['order.preparing', staff.email, 2, 3],
      ['order.shipped', staff.email, 3, 4],
      ['order.delivered', staff.email, 4, 5],
    ]);

    const shopperView = await post('get-order-detail', { OrderId: id }, { headers: { cookie: await memberCookie(member.id) } });
    expect(shopperView.body.data.List[0].Shipment).toEqual({ Carrier: 'ptt', CarrierName: 'PTT Kargo', TrackingNumber: 'RR123456785TR', TrackingUrl: 'https://gonderitakip.ptt.gov.tr/Track/Verify?q=RR123456785TR' });
    const detail = await post('operator-order', { OrderId: id }, as(staff));
    expect(detail.body.data.History.at(-1)).toMatchObject({ Status: 5, Operator: staff.email });
    expect(detail.body.data.Mails).toHaveLength(2);
  });

  it('refuses a card order marked as a transfer, and a move from a final state', async () => {
    const card = await insertOrder(shop.db, { userId: null, status: ORDER_STATUS.awaitingPayment, paymentType: 'card' });
    expect((await post('operator-order-transfer-received', { OrderId: card.id, FromStatus: 1, Amount: '10' }, as(staff))).body.code).toBe('order_move_not_allowed');
    const done = await insertOrder(shop.db, { userId: null, status: ORDER_STATUS.refunded });
    const refused = await post('operator-order-cancelled', { OrderId: done.id, FromStatus: 8 }, as(staff));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('order_move_not_allowed');
  });

  it('of two operators moving one order at once, one wins and the other is told the order changed', async () => {
    const other = await operatorWithSession('owner');
    const order = await insertOrder(shop.db, { userId: null, status: ORDER_STATUS.paid });
    const [first, second] = await Promise.all([
      post('operator-order-preparing', { OrderId: order.id, FromStatus: 2 }, as(staff)),
      post('operator-order-rejected', { OrderId: order.id, FromStatus: 2, Reason: 'Adres doğrulanamadı' }, as(other)),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first, second].find((reply) => reply.status === 409)!.body.code).toBe('order_changed');
    const history = await shop.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toHaveLength(2);
  });

  it('cancelling gives the stock and the discount-code use back, and mails the shopper with the reason', async () => {
    const [productId] = await plainProductIds(shop.db, 1);
    const [{ stock }] = await shop.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
    const order = await insertOrder(shop.db, { userId: null, status: ORDER_STATUS.paid });
    await shop.db.update(orderLines).set({ productId, quantity: 2 }).where(eq(orderLines.orderId, order.id));
    const [code] = await shop.db.select().from(discountCodes).where(eq(discountCodes.code, 'HOSGELDIN10'));
    await shop.db.update(discountCodes).set({ usedCount: 3 }).where(eq(discountCodes.id, code.id));
    await shop.db.insert(discountCodeUses).values({ discountCodeId: code.id, orderId: order.id, email: 'buyer@example.com', customerEmail: 'buyer@example.com' });

    const reply = await post('operator-order-cancelled', { OrderId: order.id, FromStatus: 2, Reason: 'Müşteri vazgeçti' }, as(staff));
    expect(reply.status).toBe(200);
    expect((await shop.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0].stock).toBe(stock + 2);
    expect((await shop.db.select().from(discountCodes).where(eq(discountCodes.id, code.id)))[0].usedCount).toBe(2);
    expect(await shop.db.select().from(discountCodeUses).where(eq(discountCodeUses.orderId, order.id))).toEqual([]);
    const [mail] = await shop.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order.id));
    expect(mail).toMatchObject({ subject: `${order.orderNo} numaralı siparişiniz iptal edildi`, languageId: 1 });
    expect(mail.text).toContain('Sebep: Müşteri vazgeçti');
  });

  it('rejecting needs a reason, and mails it', async () => {
    const order = await insertOrder(shop.db, { userId: null, status: ORDER_STATUS.preparing });
    expect((await post('operator-order-rejected', { OrderId: order.id, FromStatus: 3, Reason: '' }, as(staff))).body.errors.Reason).toBeTruthy();
    expect((await post('operator-order-rejected', { OrderId: order.id, FromStatus: 3, Reason: 'Adres doğrulanamadı' }, as(staff))).status).toBe(200);
    const [row] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 10, rejectReason: 'Adres doğrulanamadı' });
  });
});
