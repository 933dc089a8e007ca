import { and, asc, desc, eq } from 'drizzle-orm';
import { maskedIban } from '@/lib/shop/iban';
import { shipmentOf } from '@/lib/shop/orders/carriers';
import type { Locale } from '@/lib/shop/locale';
import { addressLines } from '@/lib/shop/address-lines';
import { phoneDisplay } from '@/lib/shop/phone';
import type { Db } from '../../db/client';
import { bankAccounts, orderLines, orders, orderStatuses, orderStatusHistory, refundRequests } from '../../db/schema';
import { ApiError } from '../../errors';
import { acceptedContracts } from '../contracts/accepted';
import { pick } from '../localized';
import { postalAddressOf } from './addresses';
import { dateText, moneyOf, orderSummary, previousStatuses, summaryColumns } from './views';

/**
 * One of the member's orders with everything its page shows (spec 02 §7 /get-order-detail:
 * data.List[0]): the pieces as bought (snapshots, so a renamed or removed product still reads as
 * it was sold), where it goes, whom it is billed to, how it was paid, its history and any refund
 * request. Another member's order answers as missing: its existence is not the caller's business.
 */
export async function orderDetail(db: Db, userId: number, orderId: number, locale: Locale) {
  const [order] = await db
    .select({
      ...summaryColumns,
      row: orders,
      bankName: bankAccounts.bankName,
      bankHolder: bankAccounts.accountHolder,
      bankIban: bankAccounts.iban,
    })
    .from(orders)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.status))
    .leftJoin(previousStatuses, eq(previousStatuses.id, orders.previousStatus))
    .leftJoin(bankAccounts, eq(bankAccounts.id, orders.bankAccountId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new ApiError('order_not_found');

  const [lines, history, [refund], contracts] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    db
      .select({ status: orderStatusHistory.status, note: orderStatusHistory.note, createdAt: orderStatusHistory.createdAt, nameTr: orderStatuses.nameTr, nameEn: orderStatuses.nameEn })
      .from(orderStatusHistory)
      .innerJoin(orderStatuses, eq(orderStatuses.id, orderStatusHistory.status))
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    db.select().from(refundRequests).where(eq(refundRequests.orderId, orderId)).orderBy(desc(refundRequests.createdAt), desc(refundRequests.id)).limit(1),
    acceptedContracts(db, order.row, locale),
  ]);

  const o = order.row;
  const money = moneyOf(o.currency);
  const productCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    ...orderSummary(order, productCount, locale),
    Products: lines.map((line) => ({
      Id: line.id,
      Url: line.productUrl,
      MainPhoto: line.mainPhoto,
      Title: line.title,
      Designer: { Name: line.designerName },
      Size: line.variationName ?? line.optionItemName,
      Quantity: line.quantity,
      Price: line.unitPrice,
      PriceStr: money(line.unitPrice),
      TotalPrice: line.lineTotal,
      TotalPriceStr: money(line.lineTotal),
    })),
    DeliveryAddress: {
      NameSurname: o.deliveryNameSurname,
      PhoneStr: phoneDisplay(o.deliveryPhone),
      City: o.deliveryCity,
      District: o.deliveryDistrict,
      Region: o.deliveryRegion,
      Country: o.deliveryCountry,
      AddressDescription: o.deliveryAddress,
      ZipCode: o.deliveryZip,
      /** The address as its country writes it, the country named in the reader's language. */
      Lines: addressLines(postalAddressOf(o, 'delivery'), locale),
    },
    BillingAddress: {
      IsCorporate: o.isCorporate,
      NameSurname: o.billNameSurname,
      CitizenshipNumber: o.billCitizenshipNumber,
      CompanyName: o.billCompanyName,
      TaxNumber: o.billTaxNumber,
      TaxOffice: o.billTaxOffice,
      VatNumber: o.billVatNumber,
      PhoneStr: o.billPhone ? phoneDisplay(o.billPhone) : '',
      City: o.billCity,
      District: o.billDistrict,
      Region: o.billRegion,
      Country: o.billCountry,
      AddressDescription: o.billAddress,
      ZipCode: o.billZip,
      Lines: addressLines(postalAddressOf(o, 'bill'), locale),
    },
    Currency: o.currency,
    InstallmentCount: o.installmentCount,
    InstallmentSurchargeStr: money(o.installmentSurcharge),
    DiscountCode: o.discountCode,
    TheDiscount: o.discountAmount,
    TheDiscountStr: money(o.discountAmount),
    IsGiftWrap: o.isGiftWrap,
    GiftWrapNote: o.giftWrapNote,
    GiftWrapPriceStr: money(o.giftWrapPrice),
    /** The account a bank transfer goes to, with the deadline while it is awaited. */
    BankAccount: order.bankName ? { BankName: order.bankName, AccountHolder: order.bankHolder, Iban: order.bankIban } : null,
    PaymentDeadlineStr: o.paymentDeadline ? dateText(o.paymentDeadline, locale) : null,
    /** The carrier, tracking number and the carrier's tracking page, once the shop has shipped it. */
    Shipment: shipmentOf(o.carrier, o.trackingNumber),
    /** The pre-information form and distance sales contract as the shopper accepted them (their versions then). */
    AcceptedContracts: contracts,
    History: history.map((step) => ({ Status: step.status, StatueStr: pick(step, 'name', locale), DateStr: dateText(step.createdAt, locale), Date: step.createdAt.toISOString() })),
    RefundRequest: refund
      ? { Status: refund.status, DateStr: dateText(refund.createdAt, locale), RefundName: refund.refundName, RefundIban: maskedIban(refund.refundIban), BankReference: refund.bankReference, RejectReason: refund.rejectReason }
      : null,
  };
}

export type OrderDetail = Awaited<ReturnType<typeof orderDetail>>;
