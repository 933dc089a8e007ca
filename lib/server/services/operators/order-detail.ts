import { and, asc, desc, eq, ilike, or } from 'drizzle-orm';
import { localeOfLanguageId, type Locale } from '@/lib/shop/locale';
import { shipmentOf } from '@/lib/shop/orders/carriers';
import { maskedIban } from '@/lib/shop/iban';
import { maskedIdentity } from '@/lib/shop/operators/mask';
import { actionsFor } from '@/lib/shop/operators/order-actions';
import { isOrderStatus } from '@/lib/shop/orders/status';
import { phoneText } from '@/lib/shop/validation/common';
import type { Db } from '../../db/client';
import { bankAccounts, mailOutbox, operators, orderLines, orders, orderStatuses, orderStatusHistory, paymentNotifications, refundRequests } from '../../db/schema';
import { ApiError } from '../../errors';
import { acceptedContracts } from '../contracts/accepted';
import { pick } from '../localized';
import { moneyOf } from '../orders/views';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Everything about one order for the back-office: the lines as sold, where it goes and whom it is
 * billed to (identity and tax numbers masked), the gift note, the discount, the provider's
 * notifications, each change of status with who made it, the mails sent about it, and the
 * actions the state machine allows now.
 */
export async function operatorOrder(db: Db, orderId: number, locale: Locale) {
  const [found] = await db
    .select({ row: orders, statusTr: orderStatuses.nameTr, statusEn: orderStatuses.nameEn, bankName: bankAccounts.bankName })
    .from(orders)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.status))
    .leftJoin(bankAccounts, eq(bankAccounts.id, orders.bankAccountId))
    .where(eq(orders.id, orderId));
  if (!found) throw new ApiError('order_not_found');
  const o = found.row;
  const money = moneyOf(o.currency);

  const [lines, history, notifications, mails, refunds, contracts] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    db
      .select({ status: orderStatusHistory.status, note: orderStatusHistory.note, createdAt: orderStatusHistory.createdAt, nameTr: orderStatuses.nameTr, nameEn: orderStatuses.nameEn, operatorEmail: operators.email, operatorName: operators.name })
      .from(orderStatusHistory)
      .innerJoin(orderStatuses, eq(orderStatuses.id, orderStatusHistory.status))
      .leftJoin(operators, eq(operators.id, orderStatusHistory.operatorId))
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    db
      .select({ status: paymentNotifications.status, totalAmount: paymentNotifications.totalAmount, reason: paymentNotifications.failedReasonMessage, hashValid: paymentNotifications.hashValid, receivedAt: paymentNotifications.receivedAt, processedAt: paymentNotifications.processedAt })
      .from(paymentNotifications)
      .where(eq(paymentNotifications.merchantOid, o.merchantOid))
      .orderBy(asc(paymentNotifications.receivedAt)),
    // Mails written about the order name it; the checkout's confirmation predates the column and is found by its number.
    db
      .select({ id: mailOutbox.id, subject: mailOutbox.subject, to: mailOutbox.to, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt, error: mailOutbox.error })
      .from(mailOutbox)
      .where(or(eq(mailOutbox.orderId, orderId), and(eq(mailOutbox.to, o.email), ilike(mailOutbox.subject, `%${o.orderNo}%`))))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id)),
    db.select().from(refundRequests).where(eq(refundRequests.orderId, orderId)).orderBy(desc(refundRequests.createdAt)),
    // In the order's language: the words the shopper actually read and accepted.
    acceptedContracts(db, o, localeOfLanguageId(o.languageId)),
  ]);

  return {
    Id: o.id,
    OrderNo: o.orderNo,
    Date: o.createdAt.toISOString(),
    Email: o.email,
    IsMember: o.userId !== null,
    LanguageId: o.languageId,
    Status: o.status,
    StatusText: pick(found, 'status', locale),
    Actions: isOrderStatus(o.status) ? actionsFor(o.status, o.paymentType) : [],
    PaymentType: o.paymentType,
    BankName: found.bankName,
    PaymentDeadline: iso(o.paymentDeadline),
    PaidAt: iso(o.paidAt),
    TransferReceivedText: o.transferReceivedAmount === null ? null : money(o.transferReceivedAmount),
    InstallmentCount: o.installmentCount,
    Currency: o.currency,
    Lines: lines.map((line) => ({
      Id: line.id,
      Title: line.title,
      Designer: line.designerName,
      Variant: line.variationName ?? line.optionItemName,
      Quantity: line.quantity,
      UnitPriceText: money(line.unitPrice),
      LineTotalText: money(line.lineTotal),
    })),
    Totals: {
      Products: money(o.productTotal),
      Cargo: money(o.cargoPrice),
      Discount: o.discountAmount ? money(o.discountAmount) : null,
      DiscountCode: o.discountCode,
      Surcharge: o.installmentSurcharge ? money(o.installmentSurcharge) : null,
      GiftWrap: o.giftWrapPrice ? money(o.giftWrapPrice) : null,
      Total: money(o.total),
      TotalMinor: o.total,
    },
    Delivery: { Name: o.deliveryNameSurname, Phone: phoneText(o.deliveryPhone), City: o.deliveryCity, District: o.deliveryDistrict, Address: o.deliveryAddress, Zip: o.deliveryZip },
    Billing: {
      Corporate: o.isCorporate,
      Name: o.billNameSurname,
      Identity: maskedIdentity(o.billCitizenshipNumber),
      Company: o.billCompanyName,
      TaxNumber: maskedIdentity(o.billTaxNumber),
      TaxOffice: o.billTaxOffice,
      Phone: o.billPhone ? phoneText(o.billPhone) : null,
      City: o.billCity,
      District: o.billDistrict,
      Address: o.billAddress,
      Zip: o.billZip,
    },
    Gift: o.isGiftWrap ? { Note: o.giftWrapNote } : null,
    RejectReason: o.rejectReason,
    Shipment: shipmentOf(o.carrier, o.trackingNumber),
    Notifications: notifications.map((n) => ({ Status: n.status, Amount: n.totalAmount === null ? null : money(n.totalAmount), Reason: n.reason, HashValid: n.hashValid, ReceivedAt: n.receivedAt.toISOString(), Processed: n.processedAt !== null })),
    History: history.map((step) => ({ Status: step.status, StatusText: pick(step, 'name', locale), Note: step.note, Date: step.createdAt.toISOString(), Operator: step.operatorEmail })),
    Mails: mails.map((mail) => ({ Id: mail.id, Subject: mail.subject, To: mail.to, Date: mail.createdAt.toISOString(), SentAt: iso(mail.sentAt), Error: mail.error })),
    AcceptedContracts: contracts,
    Refunds: refunds.map((refund) => ({ Status: refund.status, Name: refund.refundName, Iban: maskedIban(refund.refundIban), Note: refund.refundNote, Date: refund.createdAt.toISOString() })),
  };
}

export type OperatorOrder = Awaited<ReturnType<typeof operatorOrder>>;
