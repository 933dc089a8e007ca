/** @jest-environment node */
import { BRAND_PRICE_RANGE, DEFAULT_SORT, listingQueryString, parseListingQuery, toMinor, upperBound } from '@/lib/shop/listing';

describe('listing rules', () => {
  it('treats the top of the price range, or no bound, as no upper bound', () => {
    expect(upperBound(toMinor(1000), BRAND_PRICE_RANGE)).toBeNull();
    expect(upperBound(null, BRAND_PRICE_RANGE)).toBeNull();
    expect(upperBound(undefined, BRAND_PRICE_RANGE)).toBeNull();
    expect(upperBound(99_999, BRAND_PRICE_RANGE)).toBe(99_999);
    expect(upperBound(0, BRAND_PRICE_RANGE)).toBe(0);
  });

  it('reads a listing URL, every unreadable part falling back to its default', () => {
    expect(parseListingQuery({}, BRAND_PRICE_RANGE)).toEqual({ categoryId: null, min: 0, max: 1000, sort: DEFAULT_SORT });
    expect(parseListingQuery({ category: '4', min: '50', max: '300', sort: '1' }, BRAND_PRICE_RANGE)).toEqual({ categoryId: 4, min: 50, max: 300, sort: 1 });
    expect(parseListingQuery({ category: 'x', min: '-5', max: '5000', sort: '7' }, BRAND_PRICE_RANGE)).toEqual({ categoryId: null, min: 0, max: 1000, sort: DEFAULT_SORT });
    expect(parseListingQuery({ min: '400', max: '100' }, BRAND_PRICE_RANGE)).toMatchObject({ min: 100, max: 100 });
    expect(parseListingQuery({ sort: ['2', '1'] }, BRAND_PRICE_RANGE).sort).toBe(2);
  });

  it('writes only what differs from the defaults', () => {
    expect(listingQueryString({ categoryId: null, min: 0, max: 1000, sort: DEFAULT_SORT }, BRAND_PRICE_RANGE)).toEqual({});
    expect(listingQueryString({ categoryId: 3, min: 10, max: 200, sort: 1 }, BRAND_PRICE_RANGE)).toEqual({ category: '3', min: '10', max: '200', sort: '1' });
  });
});
