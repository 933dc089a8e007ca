import type { Currency } from './money';

/**
 * The shop's cargo rule (the spec leaves it open; the delivery policy page promises 750 TL):
 * free when every line is a free-cargo product or when the product total after discount reaches
 * the threshold, otherwise a flat fee. A total of 0 (an empty basket, or one a code pays in full)
 * costs no cargo.
 */
export const FREE_CARGO_THRESHOLD: Readonly<Record<Currency, number>> = { TRY: 75_000, USD: 2_500 };
export const FLAT_CARGO_PRICE: Readonly<Record<Currency, number>> = { TRY: 4_990, USD: 499 };

export interface CargoInput {
  /** The product total after any discount, in minor units; 0 for an empty basket. */
  productTotal: number;
  currency: Currency;
  /** True when every line is a free-cargo product (false for an empty basket). */
  allFreeCargo: boolean;
}

export function cargoPrice({ productTotal, currency, allFreeCargo }: CargoInput): number {
  if (productTotal <= 0 || allFreeCargo) return 0;
  return productTotal >= FREE_CARGO_THRESHOLD[currency] ? 0 : FLAT_CARGO_PRICE[currency];
}
