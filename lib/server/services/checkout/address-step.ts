import type { Locale } from '@/lib/shop/locale';
import type { PaymentProcessInput } from '@/lib/shop/validation/checkout';
import type { Db } from '../../db/client';
import type { ShopperOwner } from '../shopper';
import type { Buyer } from './addresses';
import { checkedBasket, summaryOf } from './orders';

/**
 * The address step's check (/payment-process with IsForChecking): the basket priced by the server
 * and orderable now, with the code judged for this customer; nothing is written.
 */
export async function addressStepSummary(db: Db, owner: ShopperOwner, locale: Locale, input: PaymentProcessInput, buyer: Buyer) {
  const priced = await checkedBasket(db, owner, locale, input.DiscountCode, { userId: buyer.userId, email: buyer.email }, buyer.delivery.countryId);
  return summaryOf(priced, input.IsBank ? 0 : input.InstallmentCount);
}
