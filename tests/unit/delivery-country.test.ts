import { STORAGE_KEYS } from '@/lib/shop/storage';
import { TURKEY } from '@/lib/shop/turkey';

/*
 * The delivery country the discount box and the basket price for. A shopper's stored choice is
 * checked against the country table, a script loaded on demand; a table that fails to load must not
 * leave the price (and Apply) hanging on a rejected promise.
 */
const callApi = jest.fn();
jest.mock('@/lib/api/client', () => ({ callApi: (...args: unknown[]) => callApi(...args) }));

beforeEach(() => {
  jest.resetModules();
  callApi.mockReset().mockResolvedValue({ succeeded: true, message: '', data: { ClientCountry: 'DE', ClientCountryId: 57 } });
  window.localStorage.clear();
});

const deliveryCountryId = async () => (await import('@/lib/api/delivery-country')).deliveryCountryId();

test("a stored choice the table knows is the country; none stored, the layout's country", async () => {
  expect(await deliveryCountryId()).toBe(57);
  window.localStorage.setItem(STORAGE_KEYS.deliveryCountry, String(TURKEY.id));
  expect(await deliveryCountryId()).toBe(TURKEY.id);
});

test("a stored id the table does not know gives way to the layout's country", async () => {
  window.localStorage.setItem(STORAGE_KEYS.deliveryCountry, '999999');
  expect(await deliveryCountryId()).toBe(57);
});

test('when the country table fails to load, the stored choice still prices the basket (the server checks it)', async () => {
  jest.doMock('@/lib/shop/countries', () => {
    throw new Error('Failed to load chunk');
  });
  window.localStorage.setItem(STORAGE_KEYS.deliveryCountry, String(TURKEY.id));
  expect(await deliveryCountryId()).toBe(TURKEY.id);
  expect(callApi).not.toHaveBeenCalled();
});
