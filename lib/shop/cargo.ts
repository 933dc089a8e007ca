/**
 * The shop's cargo rule (the spec leaves it open): each delivery country belongs to a cargo zone
 * (Türkiye, Europe, the rest of the world; a table the operator changes, ADR 0049) with a flat rate
 * and a free-cargo threshold in the basket's currency. Cargo is free when every line is a free-cargo
 * product or when the product total after discount reaches the zone's threshold, otherwise the flat
 * rate. A total of 0 (an empty basket, or one a code pays in full) costs no cargo.
 */
export interface CargoRate {
  /** Minor units. */
  flat: number;
  freeFrom: number;
}

export interface CargoInput {
  /** The product total after any discount, in minor units; 0 for an empty basket. */
  productTotal: number;
  /** True when every line is a free-cargo product (false for an empty basket). */
  allFreeCargo: boolean;
  rate: CargoRate;
}

export function cargoPrice({ productTotal, allFreeCargo, rate }: CargoInput): number {
  if (productTotal <= 0 || allFreeCargo) return 0;
  return productTotal >= rate.freeFrom ? 0 : rate.flat;
}
