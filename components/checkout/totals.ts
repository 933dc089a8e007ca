import type { BasketPrices, CheckoutBasket } from '@/lib/api/checkout';
import { installmentPlan } from '@/lib/shop/checkout/installments';

/**
 * The figures a step shows: the server's basket (with an applied code's prices when there is one)
 * plus the chosen plan's surcharge by the rule the server charges. The order is priced again when
 * it is made; these are for reading.
 */
export function checkoutTotals(basket: CheckoutBasket, prices: BasketPrices | null | undefined, installmentCount: number) {
  const productTotal = basket.TotalProductPrice;
  const discount = prices?.TheDiscount ?? 0;
  const cargo = prices?.CargoPrice ?? basket.CargoPrice;
  const { surcharge } = installmentPlan(productTotal - discount, installmentCount);
  return { productTotal, discount, cargo, surcharge, total: (prices?.TotalPrice ?? basket.TotalPrice) + surcharge };
}
