/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { basketLines, orders, productVariations } from '@/lib/server/db/schema';
import { basketIdOf } from '@/lib/server/services/basket-store';
import tr from '@/messages/tr.json';
import { post } from '../support/shop';
import { fillBasket, guestAddress, linesOfBasket, member, notifyPaytr, orderBy, setStock, stockedShop, stockOf } from './checkout-fixtures';

let shop: Database;
let kadikoy = 0;
let productIds: number[] = [];

beforeAll(async () => {
  ({ shop, kadikoy, productIds } = await stockedShop(5));
});

const guest = (extra: Record<string, unknown> = {}) => guestAddress(kadikoy, { Email: `son.${randomUUID().slice(0, 8)}@example.com`, ...extra });
/** A guest whose basket holds `quantity` pieces of a plain product with `stock` on the shelf. */
async function guestWith(productId: number, stock: number, quantity = 1) {
  await setStock(shop, productId, stock);
  const address = guest();
  const basketId = await fillBasket(shop, { anonymousId: address.AnonymousUserId }, [{ productId, quantity }]);
  return { address, basketId };
}

const check = (address: Record<string, unknown>) => post('payment-process', { ...address, IsForChecking: true });
const token = (address: Record<string, unknown>) => post('get-paytr-token', { ...address, ContractAccepted: true, InstallmentCount: 0 });
const confirm = (address: Record<string, unknown>, MerchantOid: string) =>
  post('payment-process', { ...address, IsForChecking: false, IsBank: false, ContractAccepted: true, MerchantOid });
const bankOrder = (address: Record<string, unknown>) => post('payment-process', { ...address, IsForChecking: false, IsBank: true, BankAccountId: 1, ContractAccepted: true });
const abandon = (MerchantOid: string, AnonymousUserId?: string, headers?: Record<string, string>) =>
  post('abandon-card-payment', { MerchantOid, AnonymousUserId }, { headers });
const failReason = (MerchantOid: string, AnonymousUserId?: string, headers?: Record<string, string>) =>
  post('get-payment-fail-reason', { MerchantOid, AnonymousUserId, LanguageId: 1 }, { headers });

const notify = (merchantOid: string, status: 'success' | 'failed') => notifyPaytr(shop, merchantOid, status);

const variationStock = async (id: number) => (await shop.db.select({ stock: productVariations.stock }).from(productVariations).where(eq(productVariations.id, id)))[0].stock;

describe('the last pieces by card', () => {
  it('sells every remaining piece of a variation: address check, token and confirm all answer 200, and the paid order keeps them', async () => {
    const [variation] = await shop.db.select().from(productVariations).where(gt(productVariations.stock, 0)).limit(1);
    await shop.db.update(productVariations).set({ stock: 2 }).where(eq(productVariations.id, variation.id));
    const address = guest();
    const basketId = await basketIdOf(shop.db, { anonymousId: address.AnonymousUserId });
    await shop.db.insert(basketLines).values({ basketId, productId: variation.productId, variationId: variation.id, quantity: 2 });

    expect((await check(address)).status).toBe(200);
    const started = await token(address);
    expect(started.status).toBe(200);
    expect(await variationStock(variation.id)).toBe(0);
    const confirmed = await confirm(address, started.body.data.MerchantOid);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ MerchantOid: started.body.data.MerchantOid, OrderNo: started.body.data.OrderNo });

    await notify(started.body.data.MerchantOid, 'success');
    expect((await orderBy(shop, started.body.data.MerchantOid)).status).toBe(2);
    expect(await variationStock(variation.id)).toBe(0);
    expect(await linesOfBasket(shop, basketId)).toEqual([]);
  });

  it('lets the shopper try again after leaving the provider’s page: their own hold never makes their basket short', async () => {
    const one = productIds[0];
    const { address } = await guestWith(one, 1);
    const first = await token(address);
    expect((await check(address)).status).toBe(200);
    const second = await token(address);
    expect(second.status).toBe(200);
    expect((await orderBy(shop, first.body.data.MerchantOid)).status).toBe(6);
    expect(await stockOf(shop, one)).toBe(0);
    expect((await confirm(address, second.body.data.MerchantOid)).status).toBe(200);
    // Confirming someone else's order, or one no longer open, is refused.
    expect((await confirm(guest(), second.body.data.MerchantOid)).status).toBe(404);
    expect((await confirm(address, first.body.data.MerchantOid)).body.code).toBe('order_not_payable');
  });
});

describe('an abandoned or failed attempt', () => {
  it('gives its piece back at once when the shopper abandons it, and only the shopper who made it can', async () => {
    const piece = productIds[1];
    const { address } = await guestWith(piece, 1);
    const { MerchantOid } = (await token(address)).body.data;
    expect(await stockOf(shop, piece)).toBe(0);

    const stranger = await abandon(MerchantOid, randomUUID());
    expect(stranger.status).toBe(404);
    expect((await abandon(MerchantOid)).status).toBe(404);
    expect(await stockOf(shop, piece)).toBe(0);

    const own = await abandon(MerchantOid, address.AnonymousUserId);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ Released: true, Status: 6 });
    expect(await stockOf(shop, piece)).toBe(1);
    expect((await orderBy(shop, MerchantOid)).status).toBe(6);
    // Twice changes nothing; a paid order cannot be abandoned.
    expect((await abandon(MerchantOid, address.AnonymousUserId)).body.data).toMatchObject({ Released: false, Status: 6 });
    expect(await stockOf(shop, piece)).toBe(1);
    const again = await token(address);
    await notify(again.body.data.MerchantOid, 'success');
    expect((await abandon(again.body.data.MerchantOid, address.AnonymousUserId)).body.data).toMatchObject({ Released: false, Status: 2 });
    expect(await stockOf(shop, piece)).toBe(0);
  });

  it('gives its piece back at once when the bank declines', async () => {
    const piece = productIds[2];
    const { address } = await guestWith(piece, 1);
    const { MerchantOid } = (await token(address)).body.data;
    await notify(MerchantOid, 'failed');
    expect(await stockOf(shop, piece)).toBe(1);
    expect((await orderBy(shop, MerchantOid)).status).toBe(9);
  });
});

describe('one basket, one live attempt', () => {
  it('cancels the card attempt when a bank order is made from the same basket, and says so', async () => {
    const piece = productIds[3];
    const { address } = await guestWith(piece, 3, 2);
    const card = await token(address);
    expect(await stockOf(shop, piece)).toBe(1);
    const bank = await bankOrder(address);
    expect(bank.status).toBe(200);
    expect(bank.body.message).toBe(tr.notices.order_created_card_cancelled);
    expect(bank.body.data.CardAttemptCancelled).toBe(true);
    expect((await orderBy(shop, card.body.data.MerchantOid)).status).toBe(6);
    expect(await stockOf(shop, piece)).toBe(1);
    const live = await shop.db.select().from(orders).where(and(eq(orders.anonymousId, address.AnonymousUserId), eq(orders.status, 1)));
    expect(live.map((order) => order.merchantOid)).toEqual([bank.body.data.MerchantOid]);
    // The card's late success cannot pay the replaced attempt.
    await notify(card.body.data.MerchantOid, 'success');
    expect((await orderBy(shop, card.body.data.MerchantOid)).status).toBe(6);
  });

  it('keeps one attempt when two tokens of one basket race', async () => {
    const piece = productIds[4];
    const { address } = await guestWith(piece, 4);
    const answers = await Promise.all([token(address), token(address), token(address)]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const live = await shop.db.select().from(orders).where(and(eq(orders.anonymousId, address.AnonymousUserId), eq(orders.status, 1)));
    expect(live).toHaveLength(1);
    expect(await stockOf(shop, piece)).toBe(3);
  });
});

describe('the paid order and the basket', () => {
  it('empties exactly its own lines: a line added after the token stays, a grown line keeps the difference', async () => {
    const [a, b, c] = [productIds[5], productIds[4], productIds[3]];
    await setStock(shop, a, 5);
    await setStock(shop, b, 5);
    await setStock(shop, c, 5);
    const address = guest();
    const basketId = await fillBasket(shop, { anonymousId: address.AnonymousUserId }, [{ productId: a, quantity: 1 }, { productId: b, quantity: 1 }]);
    const { MerchantOid } = (await token(address)).body.data;
    await shop.db.insert(basketLines).values({ basketId, productId: c, quantity: 1 });
    await shop.db.update(basketLines).set({ quantity: 3 }).where(and(eq(basketLines.basketId, basketId), eq(basketLines.productId, b)));
    await notify(MerchantOid, 'success');
    const left = (await linesOfBasket(shop, basketId)).map((line) => [line.productId, line.quantity]).sort();
    expect(left).toEqual([[b, 2], [c, 1]].sort());
  });
});

describe('/get-payment-fail-reason', () => {
  it('answers only the shopper whose attempt it was: the anonymous id that made it or the member’s session', async () => {
    const piece = productIds[0];
    const { address } = await guestWith(piece, 5);
    const { MerchantOid } = (await token(address)).body.data;
    await notify(MerchantOid, 'failed');
    expect((await failReason(MerchantOid, address.AnonymousUserId)).body.data).toMatchObject({ MerchantOid, Reason: tr.checkoutOrders.failReasonGeneric });
    for (const other of [await failReason(MerchantOid), await failReason(MerchantOid, randomUUID())]) {
      expect(other.status).toBe(404);
      expect(other.body.code).toBe('order_not_found');
      expect(JSON.stringify(other.body)).not.toContain(tr.checkoutOrders.failReasonGeneric);
    }

    const buyer = await member(shop, `uye.${randomUUID().slice(0, 8)}@example.com`);
    const stranger = await member(shop, `yabanci.${randomUUID().slice(0, 8)}@example.com`);
    await fillBasket(shop, { userId: buyer.id }, [{ productId: piece, quantity: 1 }]);
    const saved = await post('add-address', { Title: 'Ev', NameSurname: 'Deniz Kaya', City: 34, District: kadikoy, Description: 'Moda Cad. 1', Phone: '(532) 765 43 21', Zip: '' }, { headers: buyer.headers });
    const step = { LanguageId: 1, IsLoggedIn: true, DeliveryAddressId: saved.body.data.AdressId, BillNameSurname: 'Deniz Kaya', BillCitizenshipNumber: '10000000146' };
    const own = await post('get-paytr-token', { ...step, ContractAccepted: true }, { headers: buyer.headers });
    await notify(own.body.data.MerchantOid, 'failed');
    expect((await failReason(own.body.data.MerchantOid, undefined, buyer.headers)).status).toBe(200);
    expect((await failReason(own.body.data.MerchantOid, undefined, stranger.headers)).status).toBe(404);
    expect((await failReason(own.body.data.MerchantOid, address.AnonymousUserId)).status).toBe(404);
  });
});
