/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import type { Database } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { ORDER_STATUS } from '@/lib/shop/orders/status';
import { insertOrder } from '../support/orders';
import { memberCookie } from '../support/session';
import { freshShop, post } from '../support/shop';

let shop: Database;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  shop = await freshShop({ products: 2 });
});

describe('/get-just-paid-order: the success page’s summary', () => {
  it('answers a guest’s newest card order of the last hour, with its lines, totals and delivery address', async () => {
    const guest = randomUUID();
    await insertOrder(shop.db, { userId: null, anonymousId: guest, createdAt: minutesAgo(30), lines: [{ title: 'Eski sipariş' }] });
    const paid = await insertOrder(shop.db, {
      userId: null,
      anonymousId: guest,
      createdAt: minutesAgo(2),
      cargoPrice: 4_990,
      lines: [{ title: 'Moda Vazo', quantity: 2, unitPrice: 50_000, variationName: 'Kum' }],
    });
    const reply = await post('get-just-paid-order', { LanguageId: 1, AnonymousUserId: guest });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      OrderNo: paid.orderNo,
      Status: ORDER_STATUS.paid,
      Products: [{ Title: 'Moda Vazo', Detail: 'Kum', Quantity: 2, TotalPriceStr: '1.000,00 TL' }],
      TotalProductPriceStr: '1.000,00 TL',
      CargoPriceStr: '49,90 TL',
      PriceStr: '1.049,90 TL',
      DeliveryAddress: { NameSurname: 'Deniz Kaya', City: 'İstanbul', District: 'Kadıköy' },
    });
  });

  it('answers a member by the session, never by a visitor id', async () => {
    const [user] = await shop.db.insert(users).values({ email: 'paid.member@example.com', nameSurname: 'Deniz Kaya', passwordHash: 'x', isActive: true }).returning();
    const order = await insertOrder(shop.db, { userId: user.id, createdAt: minutesAgo(1) });
    const reply = await post('get-just-paid-order', { LanguageId: 2 }, { headers: { cookie: await memberCookie(user.id) } });
    expect(reply.status).toBe(200);
    expect(reply.body.data.OrderNo).toBe(order.orderNo);
    expect((await post('get-just-paid-order', { LanguageId: 2 })).status).toBe(404);
  });

  it('does not answer another visitor’s order, an order older than an hour, a failed one or a bank transfer', async () => {
    const owner = randomUUID();
    await insertOrder(shop.db, { userId: null, anonymousId: owner, createdAt: minutesAgo(1) });
    expect((await post('get-just-paid-order', { LanguageId: 1, AnonymousUserId: randomUUID() })).status).toBe(404);

    const late = randomUUID();
    await insertOrder(shop.db, { userId: null, anonymousId: late, createdAt: minutesAgo(61) });
    await insertOrder(shop.db, { userId: null, anonymousId: late, createdAt: minutesAgo(1), status: ORDER_STATUS.paymentFailed });
    await insertOrder(shop.db, { userId: null, anonymousId: late, createdAt: minutesAgo(1), paymentType: 'bank', status: ORDER_STATUS.awaitingPayment });
    const refused = await post('get-just-paid-order', { LanguageId: 1, AnonymousUserId: late });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('order_not_found');
  });
});
