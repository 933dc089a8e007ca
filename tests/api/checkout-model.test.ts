/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Database } from '@/lib/server/db/client';
import { orderLines, orders } from '@/lib/server/db/schema';
import { freshShop, plainProductIds, post } from '../support/shop';
import { districtOf, fillBasket, guestAddress, notifyPaytr, orderBy, setStock, stockOf } from './checkout-fixtures';

/**
 * The checkout as a model: two shoppers want the same piece (1–5 in stock), each draws a quantity,
 * and their steps interleave at random: a card token, the card approved, declined or abandoned at
 * the provider, a bank-transfer order. After every step the database must agree with the model
 * (who holds what, who paid) and keep the stock's books: sold + held + on the shelf = the start.
 */
const NUM_RUNS = 60;

let shop: Database;
let kadikoy = 0;
let piece = 0;

beforeAll(async () => {
  shop = await freshShop({ products: 16 });
  kadikoy = await districtOf(shop, 34, 'Kadıköy');
  [piece] = await plainProductIds(shop.db, 1);
});

type Step = { who: 0 | 1; kind: 'card' | 'approve' | 'decline' | 'abandon' | 'bank' };

interface Shopper {
  address: ReturnType<typeof guestAddress>;
  quantity: number;
  /** The basket still holds the piece (an order of it not yet paid or made by transfer). */
  inBasket: boolean;
  /** The live card attempt and what it holds. */
  card: string | null;
  bank: number;
  sold: number;
}

/** The books of this run's orders: pieces of paid orders and of orders still awaiting payment. */
async function books(shoppers: Shopper[]) {
  const [row] = await shop.db
    .select({
      sold: sql<number>`coalesce(sum(${orderLines.quantity}) filter (where ${orders.status} = 2), 0)::int`,
      held: sql<number>`coalesce(sum(${orderLines.quantity}) filter (where ${orders.status} = 1), 0)::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.productId, piece), inArray(orders.anonymousId, shoppers.map((one) => one.address.AnonymousUserId))));
  return row;
}

async function run(start: number, quantities: [number, number], steps: Step[]) {
  await setStock(shop, piece, start);
  const shoppers: Shopper[] = [];
  for (const quantity of quantities) {
    const address = guestAddress(kadikoy, { Email: `model.${randomUUID().slice(0, 8)}@example.com` });
    await fillBasket(shop, { anonymousId: address.AnonymousUserId }, [{ productId: piece, quantity }]);
    shoppers.push({ address, quantity, inBasket: true, card: null, bank: 0, sold: 0 });
  }
  let shelf = start;

  for (const { who, kind } of steps) {
    const me = shoppers[who];
    if (kind === 'card' || kind === 'bank') {
      // A new attempt first gives back the shopper's own live one, then needs the basket's pieces on the shelf.
      const freed = me.card ? me.quantity : 0;
      const expected = !me.inBasket ? 409 : shelf + freed >= me.quantity ? 200 : 409;
      const answer = kind === 'card'
        ? await post('get-paytr-token', { ...me.address, ContractAccepted: true })
        : await post('payment-process', { ...me.address, IsForChecking: false, IsBank: true, BankAccountId: 1, ContractAccepted: true });
      expect(answer.status).toBe(expected);
      expect(answer.body.code).toBe(expected === 200 ? undefined : me.inBasket ? 'no_stock' : 'cart_empty');
      if (answer.status === 200) {
        shelf += freed - me.quantity;
        me.card = null;
        if (kind === 'card') {
          me.card = answer.body.data.MerchantOid;
          // The confirm of the order just made never judges its own hold, even of the last piece.
          expect((await post('payment-process', { ...me.address, IsForChecking: false, IsBank: false, ContractAccepted: true, MerchantOid: me.card })).status).toBe(200);
        } else {
          me.bank += me.quantity;
          me.inBasket = false;
        }
      } else if (me.inBasket && me.card) {
        // A refused attempt still ended the live one (the shopper was back before the provider).
        shelf += freed;
        expect((await orderBy(shop, me.card)).status).toBe(6);
        me.card = null;
      }
    } else if (me.card) {
      const oid = me.card;
      if (kind === 'approve') await notifyPaytr(shop, oid, 'success');
      else if (kind === 'decline') await notifyPaytr(shop, oid, 'failed');
      else expect((await post('abandon-card-payment', { MerchantOid: oid, AnonymousUserId: me.address.AnonymousUserId })).body.data.Released).toBe(true);
      const order = await orderBy(shop, oid);
      if (kind === 'approve') {
        expect(order.status).toBe(2);
        me.sold += me.quantity;
        me.inBasket = false;
      } else {
        expect(order.status).toBe(kind === 'decline' ? 9 : 6);
        shelf += me.quantity;
      }
      me.card = null;
    }

    const onShelf = await stockOf(shop, piece);
    const { sold, held } = await books(shoppers);
    expect(onShelf).toBeGreaterThanOrEqual(0);
    expect(onShelf).toBe(shelf);
    expect(sold + held + onShelf).toBe(start);
    expect(sold).toBe(shoppers[0].sold + shoppers[1].sold);
    expect(held).toBe(shoppers.reduce((sum, one) => sum + one.bank + (one.card ? one.quantity : 0), 0));
  }
}

const step = fc.record({
  who: fc.constantFrom<0 | 1>(0, 1),
  kind: fc.constantFrom<Step['kind']>('card', 'approve', 'decline', 'abandon', 'bank', 'card', 'approve'),
});

it(`keeps the stock's books through random checkouts of two shoppers (${NUM_RUNS} runs)`, async () => {
  const started = Date.now();
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 1, max: 5 }).chain((start) =>
        fc.tuple(fc.constant(start), fc.tuple(fc.integer({ min: 1, max: start }), fc.integer({ min: 1, max: start })), fc.array(step, { minLength: 1, maxLength: 10 })),
      ),
      async ([start, quantities, steps]) => run(start, quantities, steps),
    ),
    { numRuns: NUM_RUNS },
  );
  console.info(`[checkout model] ${NUM_RUNS} runs in ${Date.now() - started} ms`);
}, 120_000);
