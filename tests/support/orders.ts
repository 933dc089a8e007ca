import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/server/db/client';
import { orderLines, orders, orderStatusHistory } from '@/lib/server/db/schema';
import type { OrderStatus } from '@/lib/shop/orders/status';

interface LineSpec {
  title?: string;
  quantity?: number;
  unitPrice?: number;
  variationName?: string | null;
}

export interface OrderSpec {
  userId: number | null;
  /** A guest's order: the visitor id it was bought under. */
  anonymousId?: string | null;
  status?: OrderStatus;
  previousStatus?: OrderStatus | null;
  currency?: 'TRY' | 'USD';
  createdAt?: Date;
  paymentType?: 'card' | 'bank';
  installmentCount?: number;
  cargoPrice?: number;
  discountAmount?: number;
  rejectReason?: string | null;
  lines?: LineSpec[];
  /** The states the order went through, oldest first; the last is its status. Default: just its status. */
  history?: OrderStatus[];
}

/**
 * An order as the checkout stores it, written straight into the tables: the lines' snapshots, the
 * totals they make, the addresses and the status history. Answers the order's id and number.
 */
export async function insertOrder(db: Db, spec: OrderSpec): Promise<{ id: number; orderNo: string }> {
  const lines = (spec.lines ?? [{}]).map((line, index) => {
    const quantity = line.quantity ?? 1;
    const unitPrice = line.unitPrice ?? 125_000;
    return {
      title: line.title ?? `Seramik vazo ${index + 1}`,
      designerName: 'Atölye Toprak',
      variationName: line.variationName ?? null,
      mainPhoto: '/media/demo/product/vase-p1-1-c9c4ba.webp',
      productUrl: `/productdetail/seramik-vazo-${index + 1}/${index + 1}`,
      quantity,
      unitPrice,
      lineTotal: quantity * unitPrice,
    };
  });
  const productTotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const cargoPrice = spec.cargoPrice ?? 0;
  const discountAmount = spec.discountAmount ?? 0;
  const status = spec.status ?? 2;
  const createdAt = spec.createdAt ?? new Date();
  const token = randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase();
  const [order] = await db
    .insert(orders)
    .values({
      orderNo: `VT${token}`,
      merchantOid: `M${token}`,
      userId: spec.userId,
      anonymousId: spec.anonymousId ?? null,
      email: 'buyer@example.com',
      languageId: spec.currency === 'USD' ? 2 : 1,
      currency: spec.currency ?? 'TRY',
      status,
      previousStatus: spec.previousStatus ?? null,
      rejectReason: spec.rejectReason ?? null,
      paymentType: spec.paymentType ?? 'card',
      installmentCount: spec.installmentCount ?? 0,
      productTotal,
      cargoPrice,
      discountAmount,
      total: productTotal + cargoPrice - discountAmount,
      deliveryNameSurname: 'Deniz Kaya',
      deliveryPhone: '+905321234567',
      deliveryCity: 'İstanbul',
      deliveryDistrict: 'Kadıköy',
      deliveryAddress: 'Caferağa Mah. Moda Cad. No: 12 D: 3',
      deliveryZip: '34710',
      billNameSurname: 'Deniz Kaya',
      billCitizenshipNumber: '10000000146',
      billCity: 'İstanbul',
      billDistrict: 'Kadıköy',
      billAddress: 'Caferağa Mah. Moda Cad. No: 12 D: 3',
      paidAt: status === 1 || status === 9 ? null : createdAt,
      createdAt,
    })
    .returning({ id: orders.id, orderNo: orders.orderNo });
  await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order.id })));
  const history = spec.history ?? [status];
  await db.insert(orderStatusHistory).values(history.map((step, index) => ({ orderId: order.id, status: step, createdAt: new Date(createdAt.getTime() + index * 60_000) })));
  return order;
}
