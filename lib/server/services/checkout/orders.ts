import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { installmentPlan } from '@/lib/shop/checkout/installments';
import { languageIdOf, type Locale } from '@/lib/shop/locale';
import { formatMoney } from '@/lib/shop/money';
import { ORDER_STATUS } from '@/lib/shop/orders/status';
import type { AddressStepInput } from '@/lib/shop/validation/checkout';
import type { Db } from '../../db/client';
import { baskets, orderLines, orders, orderStatusHistory, products, productVariations, type PaymentType } from '../../db/schema';
import { ApiError } from '../../errors';
import { translator } from '../../translate';
import { priceBasket, type PricedBasket, type PricedLine } from '../basket-pricing';
import { ownedBy } from '../basket-store';
import { markProductsChanged } from '../product-tags';
import type { ShopperOwner } from '../shopper';
import { currentContractVersions } from '../contracts/accepted';
import { claimDiscountUse, releaseDiscountUse } from '../discounts';
import type { Buyer } from './addresses';
import { FOREIGN_BUYER_ID } from './addresses';
import { noStock, refuseUnorderable } from './stock-check';

/**
 * The basket priced from the database and checked for an order: not empty, and every line within
 * its stock now. The discount code, when given, is judged for this customer.
 */
export async function checkedBasket(
  db: Db,
  owner: ShopperOwner,
  locale: Locale,
  discountCode: string | null | undefined,
  customer: { userId: number | null; email: string | null },
  countryId: number,
) {
  const priced = await priceBasket(db, owner, locale, { discountCode, customer, countryId });
  refuseUnorderable(priced.lines, locale);
  // The address step refuses such a country first (buyerProblems); an order never gets this far without a zone.
  if (priced.delivery.zone === null) {
    const message = translator(locale)('validation.notShipped');
    throw new ApiError('validation_failed', { message, fields: { CountryId: message } });
  }
  return priced;
}

export interface OrderTotals {
  productTotal: number;
  discount: number;
  cargo: number;
  surcharge: number;
  total: number;
}

/** The order's sums: the instalment surcharge applies to the product total after the discount (lib/shop/checkout/installments.ts). */
export function totalsOf(priced: PricedBasket, installmentCount: number): OrderTotals {
  const { surcharge } = installmentPlan(priced.productTotal - priced.discount, installmentCount);
  return { productTotal: priced.productTotal, discount: priced.discount, cargo: priced.cargo, surcharge, total: priced.total + surcharge };
}

/** The priced summary the address and payment steps show: numbers and their `…Str` texts. */
export function summaryOf(priced: PricedBasket, installmentCount = 0) {
  const totals = totalsOf(priced, installmentCount);
  const money = (value: number) => formatMoney(value, priced.currency);
  return {
    List: priced.lines.map((line) => ({ ...line, UnitPriceStr: money(line.UnitPrice), LineTotalStr: money(line.LineTotal) })),
    Currency: priced.currency,
    DiscountCode: priced.discountCode?.code ?? null,
    TotalProductPrice: totals.productTotal,
    TotalProductPriceStr: money(totals.productTotal),
    TheDiscount: totals.discount,
    TheDiscountStr: money(totals.discount),
    CargoPrice: totals.cargo,
    CargoPriceStr: money(totals.cargo),
    InstallmentCount: installmentCount,
    InstallmentSurcharge: totals.surcharge,
    InstallmentSurchargeStr: money(totals.surcharge),
    TotalPrice: totals.total,
    TotalPriceStr: money(totals.total),
  };
}

/** Order numbers are read aloud and typed into a transfer's description: 10 digits after the shop's letters. */
const newOrderNo = () => `VT${String(randomInt(0, 1e10)).padStart(10, '0')}`;
/** PayTR's merchant_oid: alphanumeric, up to 64; fresh for every card attempt. */
export const newMerchantOid = () => `VT${randomBytes(12).toString('hex')}`;

/**
 * Takes the lines' pieces, each in one conditional update, so no unit is sold twice and no stock
 * goes below zero. Cached pages show the stock (the quantity list, "Stok Tükendi", the in-stock
 * filter), so the products' own tags are marked in the same transaction: their pages and the
 * lists that show them, and nothing else.
 */
async function takeStock(tx: Db, locale: Locale, lines: PricedLine[]) {
  for (const line of lines) {
    const [left] = line.VariationId != null
      ? await tx
        .update(productVariations)
        .set({ stock: sql`${productVariations.stock} - ${line.Quantity}` })
        .where(and(eq(productVariations.id, line.VariationId), gte(productVariations.stock, line.Quantity)))
        .returning({ stock: productVariations.stock })
      : await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${line.Quantity}` })
        .where(and(eq(products.id, line.ProductId), eq(products.isActive, true), gte(products.stock, line.Quantity)))
        .returning({ stock: products.stock });
    if (!left) throw noStock(locale, line);
  }
  await markProductsChanged(tx, lines.map((line) => line.ProductId));
}

/**
 * Gives an unpaid order's pieces and discount use back (it failed, was replaced or expired). Call
 * inside the transaction that moved its status. The stock back marks the products' pages and lists, as
 * taking it did.
 */
export async function releaseHold(tx: Db, orderId: number) {
  const lines = await tx
    .select({ productId: orderLines.productId, variationId: orderLines.variationId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  for (const line of lines) {
    if (line.variationId != null) await tx.update(productVariations).set({ stock: sql`${productVariations.stock} + ${line.quantity}` }).where(eq(productVariations.id, line.variationId));
    else if (line.productId != null) await tx.update(products).set({ stock: sql`${products.stock} + ${line.quantity}` }).where(eq(products.id, line.productId));
  }
  await markProductsChanged(tx, lines.flatMap((line) => (line.productId != null ? [line.productId] : [])));
  await releaseDiscountUse(tx, orderId);
}

/**
 * Moves an unpaid order out of "awaiting payment" (to cancelled or failed) with one conditional
 * update, and gives its stock and discount use back in the same transaction. A second move of the
 * same order finds no row and changes nothing.
 */
export async function settleUnpaid(
  tx: Db,
  where: { id: number; deadlineBefore?: Date },
  to: typeof ORDER_STATUS.cancelled | typeof ORDER_STATUS.paymentFailed,
  note: string,
  failReason?: string | null,
) {
  const [moved] = await tx
    .update(orders)
    .set({ status: to, previousStatus: ORDER_STATUS.awaitingPayment, failReason: failReason ?? null, updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, where.id),
        where.deadlineBefore ? lt(orders.paymentDeadline, where.deadlineBefore) : undefined,
        eq(orders.status, ORDER_STATUS.awaitingPayment),
      ),
    )
    .returning({ id: orders.id });
  if (!moved) return false;
  await tx.insert(orderStatusHistory).values({ orderId: moved.id, status: to, note });
  await releaseHold(tx, moved.id);
  return true;
}

/** The shopper's own orders, as a condition on `orders`: a member's by the session, a guest's by the anonymous id that made them. */
export const ordersOf = (owner: ShopperOwner) => ('userId' in owner ? eq(orders.userId, owner.userId) : eq(orders.anonymousId, owner.anonymousId));

/**
 * Cancels the shopper's card attempts still waiting for the provider and gives their holds back: a
 * basket has at most one live attempt, so a new one (card or transfer) replaces it. Answers how many.
 */
export async function cancelLiveAttempts(tx: Db, owner: ShopperOwner, locale: Locale) {
  const live = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(ordersOf(owner), eq(orders.status, ORDER_STATUS.awaitingPayment), eq(orders.paymentType, 'card')));
  let cancelled = 0;
  for (const { id } of live) if (await settleUnpaid(tx, { id }, ORDER_STATUS.cancelled, translator(locale)('checkoutOrders.replacedAttempt'))) cancelled += 1;
  return cancelled;
}

/**
 * Who the invoice is written to: in Türkiye the individual's T.C. Kimlik No or the company's VKN and
 * tax office; abroad the e-Arşiv value for a foreign buyer, or the company's VAT number when it gave one.
 */
function billIdentity(input: AddressStepInput, inTurkey: boolean) {
  if (!input.IsCorporate) {
    return { billCitizenshipNumber: inTurkey ? (input.BillCitizenshipNumber ?? null) : FOREIGN_BUYER_ID, billCompanyName: null, billTaxNumber: null, billTaxOffice: null, billVatNumber: null };
  }
  return {
    billCitizenshipNumber: null,
    billCompanyName: input.BillCompanyName ?? null,
    billTaxNumber: inTurkey ? (input.BillTaxNumber ?? null) : null,
    billTaxOffice: inTurkey ? (input.BillTaxOffice ?? null) : null,
    billVatNumber: inTurkey ? null : input.BillVatNumber || null,
  };
}

export interface NewOrder {
  owner: ShopperOwner;
  locale: Locale;
  input: AddressStepInput;
  buyer: Buyer;
  paymentType: PaymentType;
  bankAccountId?: number | null;
  installmentCount: number;
  discountCode?: string | null;
  paymentDeadline: Date;
  /** Runs inside the transaction after the order is written (the bank path queues its mail there). */
  afterCreate?: (tx: Db, order: CreatedOrder) => Promise<void>;
}

export interface CreatedOrder {
  id: number;
  orderNo: string;
  merchantOid: string;
  currency: PricedBasket['currency'];
  totals: OrderTotals;
  lines: PricedLine[];
}

/**
 * Makes an order awaiting payment in one transaction: the basket is locked and priced again from
 * the database (whatever the browser showed or sent), every line's stock is taken with a
 * conditional update (any miss rolls everything back with `no_stock` naming the line), the code's
 * use is claimed, and the order, its line snapshots and its first status are written. The order holds
 * its stock until it is paid, fails, or passes `paymentDeadline`.
 */
export async function createOrder(db: Db, order: NewOrder): Promise<CreatedOrder> {
  const { buyer, input, locale } = order;
  const billInTurkey = buyer.bill.country === 'TR';
  return db.transaction(async (tx) => {
    // Two attempts from one basket (a double click, two tabs) queue here instead of both ordering it.
    await tx.select({ id: baskets.id }).from(baskets).where(ownedBy(order.owner)).for('update');
    // Behind the lock, so two attempts of one basket cannot both stay live.
    await cancelLiveAttempts(tx, order.owner, locale);
    const priced = await checkedBasket(tx, order.owner, locale, order.discountCode, { userId: buyer.userId, email: buyer.email }, buyer.delivery.countryId);
    const totals = totalsOf(priced, order.installmentCount);
    // Stock first: of many buyers of the last pieces, the ones who miss leave before writing anything.
    await takeStock(tx, locale, priced.lines);
    const merchantOid = newMerchantOid();
    const accepted = await currentContractVersions(tx);
    const [row] = await tx
      .insert(orders)
      .values({
        ...accepted,
        orderNo: newOrderNo(),
        merchantOid,
        userId: buyer.userId,
        anonymousId: 'anonymousId' in order.owner ? order.owner.anonymousId : null,
        email: buyer.email,
        languageId: languageIdOf(locale),
        currency: priced.currency,
        status: ORDER_STATUS.awaitingPayment,
        paymentDeadline: order.paymentDeadline,
        paymentType: order.paymentType,
        bankAccountId: order.bankAccountId ?? null,
        installmentCount: order.installmentCount,
        productTotal: totals.productTotal,
        cargoPrice: totals.cargo,
        discountCode: priced.discountCode?.code ?? null,
        discountCodeId: priced.discountCode?.id ?? null,
        discountAmount: totals.discount,
        installmentSurcharge: totals.surcharge,
        total: totals.total,
        deliveryNameSurname: buyer.delivery.nameSurname,
        deliveryPhone: buyer.delivery.phone,
        deliveryCity: buyer.delivery.city,
        deliveryDistrict: buyer.delivery.district,
        deliveryAddress: buyer.delivery.address,
        deliveryZip: buyer.delivery.zip,
        deliveryCountry: buyer.delivery.country,
        deliveryRegion: buyer.delivery.region,
        isCorporate: input.IsCorporate,
        billNameSurname: buyer.bill.nameSurname,
        ...billIdentity(input, billInTurkey),
        billCountry: buyer.bill.country,
        billRegion: buyer.bill.region,
        billCity: buyer.bill.city,
        billDistrict: buyer.bill.district,
        billAddress: buyer.bill.address,
        billPhone: buyer.bill.phone,
        billZip: buyer.bill.zip,
        isGiftWrap: input.IsGiftWrap,
        giftWrapNote: input.IsGiftWrap && input.GiftWrapNote ? input.GiftWrapNote : null,
      })
      .returning({ id: orders.id, orderNo: orders.orderNo });
    if (priced.discountCode) {
      await claimDiscountUse(tx, { codeId: priced.discountCode.id, orderId: row.id, userId: buyer.userId, email: buyer.email });
    }
    await tx.insert(orderLines).values(
      priced.lines.map((line) => ({
        orderId: row.id,
        productId: line.ProductId,
        variationId: line.VariationId,
        title: line.Title,
        designerName: line.DesignerName,
        variationName: line.VariationName,
        optionItemName: line.OptionItemName,
        mainPhoto: line.MainPhoto,
        productUrl: line.Url,
        quantity: line.Quantity,
        unitPrice: line.UnitPrice,
        lineTotal: line.LineTotal,
      })),
    );
    await tx.insert(orderStatusHistory).values({ orderId: row.id, status: ORDER_STATUS.awaitingPayment, note: order.paymentType });
    const created: CreatedOrder = { id: row.id, orderNo: row.orderNo, merchantOid, currency: priced.currency, totals, lines: priced.lines };
    await order.afterCreate?.(tx, created);
    return created;
  });
}
