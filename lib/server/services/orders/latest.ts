import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import { ORDER_STATUS } from '@/lib/shop/orders/status';
import { phoneText } from '@/lib/shop/validation/common';
import type { Db } from '../../db/client';
import { orderLines, orders, orderStatuses } from '../../db/schema';
import { ApiError } from '../../errors';
import { ordersOf } from '../checkout/orders';
import { pick } from '../localized';
import type { ShopperOwner } from '../shopper';
import { dateText, moneyOf } from './views';

/** "Just paid": the provider's page is left within minutes; an hour covers a slow bank without showing last week's order. */
export const JUST_PAID_WINDOW_MS = 60 * 60 * 1000;

/**
 * The card order the shopper has just paid, for the success page's island: the caller's own (the
 * session's member or this anonymous id) newest card order of the last hour that is paid, or still
 * awaiting the provider's notification (the shopper can be back before it). Nobody else's order is
 * ever answered, and with none the answer is 404.
 */
export async function justPaidOrder(db: Db, owner: ShopperOwner, locale: Locale, now = new Date()) {
  const [order] = await db
    .select({ row: orders, statusTr: orderStatuses.nameTr, statusEn: orderStatuses.nameEn })
    .from(orders)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.status))
    .where(
      and(
        ordersOf(owner),
        eq(orders.paymentType, 'card'),
        inArray(orders.status, [ORDER_STATUS.awaitingPayment, ORDER_STATUS.paid]),
        gte(orders.createdAt, new Date(now.getTime() - JUST_PAID_WINDOW_MS)),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  if (!order) throw new ApiError('order_not_found');

  const o = order.row;
  const money = moneyOf(o.currency);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, o.id)).orderBy(asc(orderLines.id));
  return {
    OrderNo: o.orderNo,
    DateStr: dateText(o.createdAt, locale),
    Status: o.status,
    StatueStr: pick(order, 'status', locale),
    Products: lines.map((line) => ({
      Id: line.id,
      Url: line.productUrl,
      MainPhoto: line.mainPhoto,
      Title: line.title,
      DesignerName: line.designerName,
      Detail: [line.variationName, line.optionItemName].filter(Boolean).join(' · ') || null,
      Quantity: line.quantity,
      TotalPriceStr: money(line.lineTotal),
    })),
    TotalProductPriceStr: money(o.productTotal),
    CargoPrice: o.cargoPrice,
    CargoPriceStr: money(o.cargoPrice),
    TheDiscount: o.discountAmount,
    TheDiscountStr: money(o.discountAmount),
    InstallmentCount: o.installmentCount,
    InstallmentSurcharge: o.installmentSurcharge,
    InstallmentSurchargeStr: money(o.installmentSurcharge),
    GiftWrapPrice: o.giftWrapPrice,
    GiftWrapPriceStr: money(o.giftWrapPrice),
    PriceStr: money(o.total),
    DeliveryAddress: {
      NameSurname: o.deliveryNameSurname,
      PhoneStr: phoneText(o.deliveryPhone),
      City: o.deliveryCity,
      District: o.deliveryDistrict,
      AddressDescription: o.deliveryAddress,
      ZipCode: o.deliveryZip,
    },
  };
}

export type JustPaidOrder = Awaited<ReturnType<typeof justPaidOrder>>;
