/** @jest-environment node */
import { cargoPrice, FLAT_CARGO_PRICE, FREE_CARGO_THRESHOLD } from '@/lib/shop/cargo';

describe('cargoPrice', () => {
  it('is free from 750 TL / $25 of products after discount, a flat fee below', () => {
    expect(FREE_CARGO_THRESHOLD).toEqual({ TRY: 75_000, USD: 2_500 });
    expect(FLAT_CARGO_PRICE).toEqual({ TRY: 4_990, USD: 499 });
    expect(cargoPrice({ productTotal: 75_000, currency: 'TRY', allFreeCargo: false })).toBe(0);
    expect(cargoPrice({ productTotal: 74_999, currency: 'TRY', allFreeCargo: false })).toBe(4_990);
    expect(cargoPrice({ productTotal: 2_500, currency: 'USD', allFreeCargo: false })).toBe(0);
    expect(cargoPrice({ productTotal: 2_499, currency: 'USD', allFreeCargo: false })).toBe(499);
  });

  it('is free when every line ships free, whatever the total', () => {
    expect(cargoPrice({ productTotal: 1_000, currency: 'TRY', allFreeCargo: true })).toBe(0);
    expect(cargoPrice({ productTotal: 100, currency: 'USD', allFreeCargo: true })).toBe(0);
  });

  it('costs nothing for an empty basket', () => {
    expect(cargoPrice({ productTotal: 0, currency: 'TRY', allFreeCargo: false })).toBe(0);
    expect(cargoPrice({ productTotal: 0, currency: 'USD', allFreeCargo: false })).toBe(0);
  });
});
