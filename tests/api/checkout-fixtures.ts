import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { basketLines, districts, mailOutbox, orders, products, users } from '@/lib/server/db/schema';
import { callbackHash } from '@/lib/server/payments/paytr';
import { basketIdOf } from '@/lib/server/services/basket-store';
import type { ShopperOwner } from '@/lib/server/services/shopper';
import { handlePaytrNotification } from '@/lib/server/services/checkout/card';
import { memberCookie } from '../support/session';
import { freshShop, plainProductIds } from '../support/shop';

/** A guest's address step as the adresbilgisi form sends it (Kadıköy, İstanbul; billing the same). */
export const guestAddress = (kadikoy: number, extra: Record<string, unknown> = {}) => ({
  LanguageId: 1,
  AnonymousUserId: randomUUID(),
  Email: 'ayse@example.com',
  DeliveryNameSurname: 'Ayşe Yılmaz',
  DeliveryPhone: '(532) 123 45 67',
  DeliveryCityId: 34,
  DeliveryDistrictId: kadikoy,
  DeliveryAddress: 'Caferağa Mah. Moda Cad. No: 12',
  DeliveryZip: '34710',
  BillNameSurname: 'Ayşe Yılmaz',
  BillCitizenshipNumber: '10000000146',
  ...extra,
});

export const districtOf = async (shop: Database, cityId: number, name: string) =>
  (await shop.db.select({ id: districts.id }).from(districts).where(and(eq(districts.cityId, cityId), eq(districts.name, name))))[0].id;

/** Puts pieces of plain products straight into a basket (the basket's own calls are tested elsewhere). */
export async function fillBasket(shop: Database, owner: ShopperOwner, items: { productId: number; quantity: number }[]) {
  const basketId = await basketIdOf(shop.db, owner);
  for (const item of items) await shop.db.insert(basketLines).values({ basketId, productId: item.productId, quantity: item.quantity });
  return basketId;
}

export async function setStock(shop: Database, productId: number, stock: number) {
  await shop.db.update(products).set({ stock }).where(eq(products.id, productId));
}

export const stockOf = async (shop: Database, productId: number) =>
  (await shop.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0].stock;

export const priceOf = async (shop: Database, productId: number, currency: 'TRY' | 'USD' = 'TRY') => {
  const [row] = await shop.db.select({ t: products.salePriceTry, u: products.salePriceUsd }).from(products).where(eq(products.id, productId));
  return currency === 'TRY' ? row.t : row.u;
};

export const orderBy = async (shop: Database, merchantOid: string) => (await shop.db.select().from(orders).where(eq(orders.merchantOid, merchantOid)))[0];

export const linesOfBasket = async (shop: Database, basketId: number) => shop.db.select().from(basketLines).where(eq(basketLines.basketId, basketId));

export const mailsTo = (shop: Database, to: string) => shop.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

export async function member(shop: Database, email: string) {
  const [user] = await shop.db.insert(users).values({ email, nameSurname: 'Deniz Kaya', passwordHash: 'x', isActive: true }).returning();
  return { id: user.id, headers: { cookie: await memberCookie(user.id) } };
}

/** PayTR's notification of an order's outcome, signed and checked with a key of the test's own (the provider's part is tested in paytr.test.ts). */
export async function notifyPaytr(shop: Database, merchantOid: string, status: 'success' | 'failed') {
  const config = { merchantId: 'checkout-test', merchantKey: 'checkout-test-key', merchantSalt: 'checkout-test-salt', testMode: true, sandbox: true };
  const { total } = await orderBy(shop, merchantOid);
  const fields = { merchant_oid: merchantOid, status, total_amount: String(total) };
  return handlePaytrNotification(shop.db, { ...fields, hash: callbackHash(config, fields) }, config);
}

/** A fresh shop with six plain products of `stock` pieces each and Kadıköy's district id: the checkout suites' start. */
export async function stockedShop(stock: number) {
  const shop = await freshShop({ products: 16 });
  const kadikoy = await districtOf(shop, 34, 'Kadıköy');
  const productIds = await plainProductIds(shop.db, 6);
  for (const id of productIds) await setStock(shop, id, stock);
  return { shop, kadikoy, productIds };
}
