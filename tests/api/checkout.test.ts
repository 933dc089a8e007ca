/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { discountCodes, orderLines, orders, orderStatusHistory, products } from '@/lib/server/db/schema';
import { installmentPlan } from '@/lib/shop/checkout/installments';
import { formatMoney } from '@/lib/shop/money';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { freshShop, plainProductIds, post } from '../support/shop';
import {
  linesOfBasket, districtOf, fillBasket, guestAddress, mailsTo, member, orderBy, priceOf, setStock, stockOf,
} from './checkout-fixtures';

let shop: Database;
let kadikoy = 0;
let cankaya = 0;
let productIds: number[] = [];

beforeAll(async () => {
  shop = await freshShop({ products: 16 });
  kadikoy = await districtOf(shop, 34, 'Kadıköy');
  cankaya = await districtOf(shop, 6, 'Çankaya');
  productIds = await plainProductIds(shop.db, 8);
  for (const id of productIds) await setStock(shop, id, 20);
});

/** A guest with a basket of `items` and the address step's data. */
async function guestWith(items: { productId: number; quantity: number }[], extra: Record<string, unknown> = {}) {
  const address = guestAddress(kadikoy, { Email: `guest.${randomUUID().slice(0, 8)}@example.com`, ...extra });
  const basketId = await fillBasket(shop, { anonymousId: address.AnonymousUserId }, items);
  return { address, basketId };
}

const bankOrder = (address: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  post('payment-process', { ...address, IsForChecking: false, IsBank: true, BankAccountId: 1, ContractAccepted: true, ...extra });

describe('the address step (IsForChecking)', () => {
  it('answers the basket priced by the server, whatever totals the browser sends', async () => {
    const [a, b] = productIds;
    const { address } = await guestWith([{ productId: a, quantity: 2 }, { productId: b, quantity: 1 }]);
    const { status, body } = await post('payment-process', { ...address, IsForChecking: true, TotalPrice: 1, TotalProductPrice: 1, DiscountCodePrice: 99_999 });
    expect(status).toBe(200);
    const productTotal = 2 * (await priceOf(shop, a)) + (await priceOf(shop, b));
    expect(body.data).toMatchObject({ TotalProductPrice: productTotal, TheDiscount: 0, TotalProductPriceStr: formatMoney(productTotal, 'TRY') });
    expect(body.data.TotalPrice).toBe(productTotal + body.data.CargoPrice);
    expect(body.data.List).toHaveLength(2);
  });

  it('takes a designer’s code off that designer’s lines only, and refuses it for a basket without them', async () => {
    const rows = await shop.db.select({ id: products.id, designerId: products.designerId }).from(products).where(inArray(products.id, productIds));
    const designerOf = new Map(rows.map((row) => [row.id, row.designerId]));
    const a = productIds[0];
    const b = productIds.find((id) => designerOf.get(id) !== designerOf.get(a))!;
    const [row] = await shop.db.insert(discountCodes).values({ code: `STUDYO${randomUUID().slice(0, 6)}`, kind: 'percent', percent: 10, designerId: designerOf.get(a)! }).returning();
    const both = await guestWith([{ productId: a, quantity: 1 }, { productId: b, quantity: 1 }]);
    const { body } = await post('payment-process', { ...both.address, IsForChecking: true, DiscountCode: row.code });
    expect(body.data.TheDiscount).toBe(Math.floor(((await priceOf(shop, a)) * 10 + 50) / 100));
    const other = await guestWith([{ productId: b, quantity: 1 }]);
    const refused = await post('payment-process', { ...other.address, IsForChecking: true, DiscountCode: row.code });
    expect(refused.body).toMatchObject({ code: 'discount_code_not_applicable', message: tr.errors.discount_code_not_applicable });
  });

  it('prices in dollars for English', async () => {
    const [a] = productIds;
    const { address } = await guestWith([{ productId: a, quantity: 1 }]);
    const { body } = await post('payment-process', { ...address, LanguageId: 2, IsForChecking: true });
    expect(body.data).toMatchObject({ Currency: 'USD', TotalProductPrice: await priceOf(shop, a, 'USD') });
  });

  it('refuses an empty basket and a line beyond its stock, naming the line', async () => {
    const empty = await post('payment-process', { ...guestAddress(kadikoy), IsForChecking: true });
    expect(empty.status).toBe(409);
    expect(empty.body.code).toBe('cart_empty');

    const short = productIds[7];
    await setStock(shop, short, 1);
    const { address } = await guestWith([{ productId: short, quantity: 2 }]);
    const refused = await post('payment-process', { ...address, IsForChecking: true });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('no_stock');
    expect(refused.body.message).toMatch(/^Üzgünüz, “.+” için yeterli stok kalmadı/);
    await setStock(shop, short, 20);
  });

  it('refuses a district of another city beside the field', async () => {
    const { address } = await guestWith([{ productId: productIds[0], quantity: 1 }], { DeliveryDistrictId: cankaya });
    const { status, body } = await post('payment-process', { ...address, IsForChecking: true });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ DeliveryDistrictId: tr.validation.districtOfCity });
  });

  it.each([
    { lang: 'tr', LanguageId: 1, messages: tr },
    { lang: 'en', LanguageId: 2, messages: en },
  ])('refuses bad input of every field with messages in $lang', async ({ LanguageId, messages }) => {
    const bad = {
      ...guestAddress(kadikoy),
      LanguageId,
      IsForChecking: true,
      Email: '',
      DeliveryNameSurname: '',
      DeliveryPhone: '123',
      DeliveryCityId: '',
      DeliveryAddress: '',
      BillCitizenshipNumber: '12345678901',
      IsGiftWrap: true,
      GiftWrapNote: 'a'.repeat(451),
    };
    const { status, body } = await post('payment-process', bad);
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      Email: messages.validation.guestEmail,
      DeliveryNameSurname: messages.validation.required,
      DeliveryPhone: messages.validation.phone,
      DeliveryCityId: messages.validation.cityNotChosen,
      DeliveryAddress: messages.validation.required,
      BillCitizenshipNumber: messages.validation.tckn,
      GiftWrapNote: messages.validation.maxLength.replace('{max}', '450'),
    });

    const corporate = await post('payment-process', { ...guestAddress(kadikoy), LanguageId, IsForChecking: true, IsCorporate: true, BillCompanyName: 'Atölye Ltd.', BillTaxNumber: '1234567891', BillTaxOffice: '' });
    expect(corporate.status).toBe(400);
    expect(corporate.body.errors).toEqual({ BillTaxNumber: messages.validation.vkn, BillTaxOffice: messages.validation.required });

    const contract = await bankOrder(guestAddress(kadikoy), { LanguageId, ContractAccepted: false });
    expect(contract.status).toBe(400);
    expect(contract.body.errors).toEqual({ ContractAccepted: messages.validation.contract });
  });
});

describe('a member at checkout', () => {
  it('orders to their own saved addresses; another member’s address id answers 404', async () => {
    const owner = await member(shop, 'owner.checkout@example.com');
    const other = await member(shop, 'other.checkout@example.com');
    const saved = await post('add-address', { Title: 'Ev', NameSurname: 'Deniz Kaya', City: 34, District: kadikoy, Description: 'Moda Cad. 1', Phone: '(532) 765 43 21', Zip: '' }, { headers: owner.headers });
    const addressId = (saved.body.data as { AdressId: number }).AdressId;
    await fillBasket(shop, { userId: other.id }, [{ productId: productIds[1], quantity: 1 }]);

    const step = { LanguageId: 1, IsLoggedIn: true, DeliveryAddressId: addressId, BillNameSurname: 'Deniz Kaya', BillCitizenshipNumber: '10000000146' };
    const foreign = await post('payment-process', { ...step, IsForChecking: true }, { headers: other.headers });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('delivery_address_not_found');
    const foreignBill = await post('payment-process', { ...step, IsForChecking: true, DeliveryAddressId: addressId, IsSameAddress: false, BillAddressId: addressId }, { headers: other.headers });
    expect(foreignBill.status).toBe(404);

    await fillBasket(shop, { userId: owner.id }, [{ productId: productIds[1], quantity: 1 }]);
    expect((await post('payment-process', { ...step, IsForChecking: true }, { headers: owner.headers })).status).toBe(200);
    const ordered = await post('payment-process', { ...step, IsForChecking: false, IsBank: true, BankAccountId: 2, ContractAccepted: true }, { headers: owner.headers });
    expect(ordered.status).toBe(200);
    const order = await orderBy(shop, ordered.body.data.MerchantOid);
    expect(order).toMatchObject({ userId: owner.id, email: 'owner.checkout@example.com', deliveryDistrict: 'Kadıköy', deliveryPhone: '+905327654321' });
  });

  it('must be signed in to check out as a member', async () => {
    const { status, body } = await post('payment-process', { IsLoggedIn: true, IsForChecking: true, DeliveryAddressId: 1, BillNameSurname: 'Deniz Kaya', BillCitizenshipNumber: '10000000146' });
    expect(status).toBe(401);
    expect(body.code).toBe('login_required');
  });
});

describe('a bank-transfer order', () => {
  it('is priced from the database, holds its stock, empties the basket and mails the order number with the account', async () => {
    const [a, b] = productIds;
    const before = [await stockOf(shop, a), await stockOf(shop, b)];
    const { address, basketId } = await guestWith([{ productId: a, quantity: 2 }, { productId: b, quantity: 1 }], { IsGiftWrap: true, GiftWrapNote: 'İyi ki doğdun!' });
    const { status, body } = await bankOrder(address, { TotalPrice: 1, Price: 1, UnitPrice: 1, DiscountCodePrice: 10_000_000, InstallmentCount: 6 });
    expect(status).toBe(200);
    expect(body.message).toBe(tr.notices.order_created);
    const productTotal = 2 * (await priceOf(shop, a)) + (await priceOf(shop, b));
    const order = await orderBy(shop, body.data.MerchantOid);
    expect(order).toMatchObject({
      orderNo: body.data.OrderNo,
      status: 1,
      paymentType: 'bank',
      bankAccountId: 1,
      installmentCount: 0,
      installmentSurcharge: 0,
      productTotal,
      total: productTotal + order.cargoPrice,
      isGiftWrap: true,
      giftWrapNote: 'İyi ki doğdun!',
      billCitizenshipNumber: '10000000146',
    });
    expect(body.data).toMatchObject({ TotalPrice: order.total, BankAccount: { Id: 1 } });
    expect(body.data.Label).toContain(body.data.OrderNo);
    expect(new Date(body.data.PaymentDeadline).getTime()).toBe(order.paymentDeadline!.getTime());
    expect(order.paymentDeadline!.getTime() - Date.now()).toBeGreaterThan(60 * 60 * 1000);
    expect([await stockOf(shop, a), await stockOf(shop, b)]).toEqual([before[0] - 2, before[1] - 1]);
    expect(await linesOfBasket(shop, basketId)).toEqual([]);
    const lines = await shop.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.map((line) => [line.productId, line.quantity, line.lineTotal])).toEqual([[a, 2, 2 * (await priceOf(shop, a))], [b, 1, await priceOf(shop, b)]]);
    expect(await shop.db.select({ status: orderStatusHistory.status }).from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id))).toEqual([{ status: 1 }]);

    const [mail] = await mailsTo(shop, address.Email);
    expect(mail.subject).toContain(body.data.OrderNo);
    expect(mail.text).toContain(body.data.BankAccount.Iban);
    expect(mail.text).toContain('1 iş günü');
    expect(mail.html).toContain(body.data.OrderNo);
  });

  it('writes the English confirmation for an English order, and refuses an unknown account', async () => {
    const { address } = await guestWith([{ productId: productIds[2], quantity: 1 }]);
    expect((await bankOrder(address, { LanguageId: 2, BankAccountId: 999 })).body.code).toBe('bank_account_not_found');
    const { body } = await bankOrder(address, { LanguageId: 2 });
    const [mail] = await mailsTo(shop, address.Email);
    expect(mail.subject).toBe(en.mails.order.subject.replace('{orderNo}', body.data.OrderNo));
    expect(mail.text).toContain('1 business day');
    expect((await orderBy(shop, body.data.MerchantOid)).currency).toBe('USD');
  });

  it('claims a discount code once and prices the discount itself', async () => {
    const [row] = await shop.db.select().from(discountCodes).where(eq(discountCodes.code, 'HOSGELDIN10'));
    const { address } = await guestWith([{ productId: productIds[3], quantity: 1 }]);
    const { body } = await bankOrder(address, { DiscountCode: 'hosgeldin10', TheDiscount: 999_999 });
    const order = await orderBy(shop, body.data.MerchantOid);
    const price = await priceOf(shop, productIds[3]);
    expect(order).toMatchObject({ discountCode: 'HOSGELDIN10', discountAmount: Math.floor((price * 10 + 50) / 100), discountCodeId: row.id });
    const [after] = await shop.db.select().from(discountCodes).where(eq(discountCodes.id, row.id));
    expect(after.usedCount).toBe(row.usedCount + 1);
  });

  it('refuses the last pieces to a second buyer with no_stock and leaves no order behind', async () => {
    const last = productIds[4];
    await setStock(shop, last, 1);
    const first = await guestWith([{ productId: last, quantity: 1 }]);
    const second = await guestWith([{ productId: last, quantity: 1 }]);
    expect((await bankOrder(first.address)).status).toBe(200);
    const refused = await bankOrder(second.address);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('no_stock');
    expect(await stockOf(shop, last)).toBe(0);
    expect(await linesOfBasket(shop, second.basketId)).toHaveLength(1);
    expect(await shop.db.select().from(orders).where(eq(orders.email, second.address.Email))).toEqual([]);
  });

  it('refuses a sold-out basket before it looks at the address, as many buyers of the last piece meet it', async () => {
    const gone = productIds[5];
    await setStock(shop, gone, 0);
    const late = await guestWith([{ productId: gone, quantity: 1 }], { DeliveryDistrictId: cankaya });
    const refused = await bankOrder(late.address);
    expect(refused.body.code).toBe('no_stock');
    expect(refused.body.errors).toBeUndefined();
    await setStock(shop, gone, 20);
    // With the piece back, the address's own problem is what stands in the way.
    expect((await bankOrder(late.address)).body.errors).toEqual({ DeliveryDistrictId: tr.validation.districtOfCity });
  });
});

describe('bank accounts', () => {
  it('lists the active accounts and chooses one of them', async () => {
    const { status, body } = await post('get-bank-accounts', {});
    expect(status).toBe(200);
    expect(body.data.ResultList).toHaveLength(3);
    expect(body.data.ResultList.map((account: { Id: number }) => account.Id)).toContain(body.data.Chosen.Id);
    expect(body.data.Chosen.Iban).toMatch(/^TR\d{24}$/);
  });
});

describe('instalment totals', () => {
  it('add the surcharge to the product total after discount in the summary', async () => {
    const { address } = await guestWith([{ productId: productIds[5], quantity: 1 }]);
    const { body } = await post('payment-process', { ...address, IsForChecking: true, InstallmentCount: 3 });
    const price = await priceOf(shop, productIds[5]);
    expect(body.data.InstallmentSurcharge).toBe(installmentPlan(price, 3).surcharge);
    expect(body.data.TotalPrice).toBe(price + body.data.CargoPrice + installmentPlan(price, 3).surcharge);
  });
});
