/** @jest-environment node */
import { brandPriceRange, DEFAULT_SORT, listingQueryString, parseListingQuery, toMinor, upperBound } from '@/lib/shop/listing';

/** A brand whose dearest piece sells at 950 TL: its filter runs to 1000. */
const BRAND = brandPriceRange(95_000);

describe('listing rules', () => {
  it('tops a brand filter at its dearest piece, rounded up to a hundred', () => {
    expect(BRAND).toEqual({ limit: 1000 });
    expect(brandPriceRange(1_571_600)).toEqual({ limit: 15_800 });
    expect(brandPriceRange(0)).toEqual({ limit: 100 });
  });

  it('treats the top of the price range, or no bound, as no upper bound', () => {
    expect(upperBound(toMinor(1000), BRAND)).toBeNull();
    expect(upperBound(null, BRAND)).toBeNull();
    expect(upperBound(undefined, BRAND)).toBeNull();
    expect(upperBound(99_999, BRAND)).toBe(99_999);
    expect(upperBound(0, BRAND)).toBe(0);
  });

  it('reads a listing URL, every unreadable part falling back to its default', () => {
    expect(parseListingQuery({}, BRAND)).toEqual({ categoryId: null, min: 0, max: 1000, sort: DEFAULT_SORT });
    expect(parseListingQuery({ category: '4', min: '50', max: '300', sort: '1' }, BRAND)).toEqual({ categoryId: 4, min: 50, max: 300, sort: 1 });
    expect(parseListingQuery({ category: 'x', min: '-5', max: '5000', sort: '7' }, BRAND)).toEqual({ categoryId: null, min: 0, max: 1000, sort: DEFAULT_SORT });
    expect(parseListingQuery({ min: '400', max: '100' }, BRAND)).toMatchObject({ min: 100, max: 100 });
    expect(parseListingQuery({ sort: ['2', '1'] }, BRAND).sort).toBe(2);
  });

  it('writes only what differs from the defaults', () => {
    expect(listingQueryString({ categoryId: null, min: 0, max: 1000, sort: DEFAULT_SORT }, BRAND)).toEqual({});
    expect(listingQueryString({ categoryId: 3, min: 10, max: 200, sort: 1 }, BRAND)).toEqual({ category: '3', min: '10', max: '200', sort: '1' });
  });
});
