import type { PostalAddress } from '@/lib/shop/address-lines';
import type { orders } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;

/** An order's delivery or billing snapshot as a postal address (lib/shop/address-lines.ts writes it in its country's order). */
export function postalAddressOf(order: OrderRow, which: 'delivery' | 'bill'): PostalAddress {
  return which === 'delivery'
    ? { country: order.deliveryCountry, name: order.deliveryNameSurname, street: order.deliveryAddress, city: order.deliveryCity, district: order.deliveryDistrict, region: order.deliveryRegion, zip: order.deliveryZip }
    : { country: order.billCountry, name: order.billNameSurname, street: order.billAddress, city: order.billCity, district: order.billDistrict, region: order.billRegion, zip: order.billZip };
}
