/** @jest-environment node */
import { cargoPrice } from '@/lib/shop/cargo';

/** Türkiye's seeded zone in TL (migration 0015): 49,90 TL below 750 TL. */
const rate = { flat: 4_990, freeFrom: 75_000 };

describe('cargoPrice', () => {
  it('charges the zone\'s flat rate below its threshold and nothing from it on', () => {
    expect(cargoPrice({ productTotal: 75_000, allFreeCargo: false, rate })).toBe(0);
    expect(cargoPrice({ productTotal: 74_999, allFreeCargo: false, rate })).toBe(4_990);
    expect(cargoPrice({ productTotal: 29_999, allFreeCargo: false, rate: { flat: 2_990, freeFrom: 30_000 } })).toBe(2_990);
  });

  it('is free when every line is a free-cargo product', () => {
    expect(cargoPrice({ productTotal: 1_000, allFreeCargo: true, rate })).toBe(0);
  });

  it('costs nothing for an empty basket or one a code pays in full', () => {
    expect(cargoPrice({ productTotal: 0, allFreeCargo: false, rate })).toBe(0);
  });
});
