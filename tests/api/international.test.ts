/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { Database } from '@/lib/server/db/client';
import { addresses, orders } from '@/lib/server/db/schema';
import { FOREIGN_BUYER_ID } from '@/lib/server/services/checkout/addresses';
import { toE164 } from '@/lib/shop/phone';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { freshShop, plainProductIds, post } from '../support/shop';
import { districtOf, fillBasket, guestAddress, mailsTo, member, priceOf, setStock } from './checkout-fixtures';

/** Issue 20: buyers abroad — countries, addresses, phones, bills and cargo by zone. */
let shop: Database;
let kadikoy = 0;
let productIds: number[] = [];

beforeAll(async () => {
  shop = await freshShop({ products: 12 });
  kadikoy = await districtOf(shop, 34, 'Kadıköy');
  productIds = await plainProductIds(shop.db, 6);
  for (const id of productIds) await setStock(shop, id, 50);
});

const ABROAD = {
  DE: { CountryId: 276, City: 'Berlin', Region: '', Zip: '10117', Phone: '+49 30 901820' },
  GB: { CountryId: 826, City: 'London', Region: '', Zip: 'SW1A 2AA', Phone: '+44 20 7946 0958' },
  US: { CountryId: 840, City: 'Springfield', Region: 'IL', Zip: '62701', Phone: '(217) 555-0143' },
  JP: { CountryId: 392, City: 'Chiyoda-ku', Region: 'Tokyo', Zip: '100-0001', Phone: '03-1234-5678' },
} as const;

const foreignAddress = (code: keyof typeof ABROAD) => {
  const a = ABROAD[code];
  return { Title: code, NameSurname: 'Alex Morgan', CountryId: a.CountryId, CityName: a.City, Region: a.Region, Zip: a.Zip, Phone: a.Phone, Description: '1 Example Street' };
};

/** A guest abroad (or at home) at the address step, with one piece in the basket. */
async function guestIn(code: keyof typeof ABROAD | 'TR', extra: Record<string, unknown> = {}, quantity = 1) {
  const base = guestAddress(kadikoy, { Email: `guest.${randomUUID().slice(0, 8)}@example.com`, LanguageId: 2 });
  const abroad =
    code === 'TR'
      ? {}
      : { CountryId: ABROAD[code].CountryId, DeliveryCityId: '', DeliveryDistrictId: '', DeliveryCity: ABROAD[code].City, DeliveryRegion: ABROAD[code].Region, DeliveryZip: ABROAD[code].Zip, DeliveryPhone: ABROAD[code].Phone, BillCitizenshipNumber: '' };
  const address = { ...base, ...abroad, ...extra };
  await fillBasket(shop, { anonymousId: address.AnonymousUserId }, [{ productId: productIds[0], quantity }]);
  return address;
}

describe('/get-layout-info ClientCountry', () => {
  const layout = (headers: Record<string, string>) => post('get-layout-info', {}, { headers });

  it('follows a configured CDN header, else the Accept-Language region, else the shop’s TR', async () => {
    expect((await layout({ 'accept-language': 'en-GB,en;q=0.8' })).body.data).toMatchObject({ ClientCountry: 'GB', ClientCountryId: 826 });
    expect((await layout({ 'accept-language': 'de' })).body.data).toMatchObject({ ClientCountry: 'TR', ClientCountryId: 223 });
    process.env.CDN_COUNTRY_HEADER = 'CF-IPCountry';
    try {
      expect((await layout({ 'cf-ipcountry': 'jp', 'accept-language': 'en-GB' })).body.data).toMatchObject({ ClientCountry: 'JP', ClientCountryId: 392 });
      // Cloudflare's "XX" (unknown) and "T1" (Tor) are no country: the browser's region is next.
      expect((await layout({ 'cf-ipcountry': 'XX', 'accept-language': 'en-US' })).body.data.ClientCountry).toBe('US');
    } finally {
      delete process.env.CDN_COUNTRY_HEADER;
    }
  });
});

describe('phone normalisation', () => {
  it('stores E.164 for numbers typed nationally or internationally, and refuses ones invalid for their country', () => {
    expect(toE164('(532) 123 45 67', 'TR')).toBe('+905321234567');
    expect(toE164('0532 123 45 67', 'TR')).toBe('+905321234567');
    expect(toE164('+44 20 7946 0958', 'TR')).toBe('+442079460958');
    expect(toE164('030 901820', 'DE')).toBe('+4930901820');
    expect(toE164('(217) 555-0143', 'US')).toBe('+12175550143');
    expect(toE164('03-1234-5678', 'JP')).toBe('+81312345678');
    expect(toE164('123', 'GB')).toBeNull();
    expect(toE164('+44 12', 'TR')).toBeNull();
  });
});

describe('the address book abroad', () => {
  it.each(Object.keys(ABROAD) as (keyof typeof ABROAD)[])('saves and lists an address in %s with its country, E.164 phone and lines in the country’s order', async (code) => {
    const deniz = await member(shop, `abroad.${code.toLowerCase()}.${randomUUID().slice(0, 6)}@example.com`);
    const saved = await post('add-address', { ...foreignAddress(code), LanguageId: 2 }, { headers: deniz.headers });
    expect(saved.status).toBe(200);
    const { body } = await post('get-addresses', { LanguageId: 2 }, { headers: deniz.headers });
    const [address] = body.data.AddressList;
    expect(address.Phone).toBe(toE164(ABROAD[code].Phone, code));
    expect(address.Location).toMatchObject({ CountryId: ABROAD[code].CountryId, CountryCode: code, CityId: null, DistrictId: null, City: ABROAD[code].City });
    expect(address.Lines.at(-1)).toBe(new Intl.DisplayNames(['en'], { type: 'region' }).of(code));
    expect(address.Lines.join('\n')).toContain(ABROAD[code].Zip);
    const [row] = await shop.db.select().from(addresses).where(eq(addresses.id, saved.body.data.AdressId));
    expect(row).toMatchObject({ countryId: ABROAD[code].CountryId, cityId: null, cityName: ABROAD[code].City, zipCode: ABROAD[code].Zip });
  });

  it('writes a US address as the US does (city, state and ZIP on one line) and a Japanese one with its prefecture', async () => {
    const deniz = await member(shop, `order.${randomUUID().slice(0, 6)}@example.com`);
    await post('add-address', { ...foreignAddress('US'), LanguageId: 2 }, { headers: deniz.headers });
    await post('add-address', { ...foreignAddress('JP'), LanguageId: 2 }, { headers: deniz.headers });
    const [us, jp] = (await post('get-addresses', { LanguageId: 2 }, { headers: deniz.headers })).body.data.AddressList;
    expect(us.Lines).toEqual(['Alex Morgan', '1 Example Street', 'Springfield, IL 62701', 'United States']);
    expect(jp.Lines).toEqual(['Alex Morgan', '1 Example Street, Chiyoda-ku, Tokyo', '100-0001', 'Japan']);
  });

  it.each([
    ['tr', tr],
    ['en', en],
  ] as const)('refuses bad input with field messages (%s)', async (lang, messages) => {
    const LanguageId = lang === 'tr' ? 1 : 2;
    const deniz = await member(shop, `bad.${lang}.${randomUUID().slice(0, 6)}@example.com`);
    const send = (data: Record<string, unknown>) => post('add-address', { ...foreignAddress('GB'), LanguageId, ...data }, { headers: deniz.headers });
    const notACountry = await send({ CountryId: 999 });
    expect(notACountry.status).toBe(400);
    expect(notACountry.body.errors.CountryId).toBe(messages.validation.country);
    const turkishCity = await send({ City: 34, District: kadikoy });
    expect(turkishCity.status).toBe(400);
    expect(turkishCity.body.errors.City).toBe(messages.validation.cityOfCountry);
    const postcode = await send({ Zip: '10117' });
    expect(postcode.status).toBe(400);
    expect(postcode.body.errors.Zip).toBe(messages.validation.postalCode);
    const phone = await send({ Phone: '+44 12' });
    expect(phone.status).toBe(400);
    expect(phone.body.errors.Phone).toBe(messages.validation.phoneIntl);
  });
});

describe('a bill in a country the shop does not ship to', () => {
  const RUSSIA = { CountryId: 643, CityName: 'Moscow', Region: '', Zip: '101000', Phone: '+7 495 123-45-67' };

  it.each([
    ['tr', tr, 1],
    ['en', en, 2],
  ] as const)('is saved in the address book and bills a member’s order, while as the delivery address it is refused at the address step (%s)', async (_lang, messages, LanguageId) => {
    const deniz = await member(shop, `bill.abroad.${randomUUID().slice(0, 6)}@example.com`);
    const russia = await post('add-address', { ...foreignAddress('DE'), ...RUSSIA, Title: 'Office', LanguageId }, { headers: deniz.headers });
    expect(russia.status).toBe(200);
    const berlin = await post('add-address', { ...foreignAddress('DE'), LanguageId }, { headers: deniz.headers });
    await fillBasket(shop, { userId: deniz.id }, [{ productId: productIds[3], quantity: 1 }]);
    const step = { LanguageId, IsLoggedIn: true, BillNameSurname: 'Alex Morgan', CountryId: 276, IsForChecking: true };
    const billed = await post('payment-process', { ...step, DeliveryAddressId: berlin.body.data.AdressId, IsSameAddress: false, BillAddressId: russia.body.data.AdressId, BillCountryId: 643 }, { headers: deniz.headers });
    expect(billed.status).toBe(200);
    const shipped = await post('payment-process', { ...step, CountryId: 643, DeliveryAddressId: russia.body.data.AdressId }, { headers: deniz.headers });
    expect(shipped.status).toBe(400);
    expect(shipped.body.errors.DeliveryAddressId).toBe(messages.validation.notShipped);
  });

  it('bills a guest’s order delivered in Germany, with the e-Arşiv foreign-buyer id of ADR 0048', async () => {
    const address = await guestIn('DE', {
      IsSameAddress: false,
      BillNameSurname: 'Alex Morgan',
      BillCountryId: 643,
      BillCity: RUSSIA.CityName,
      BillRegion: '',
      BillZip: RUSSIA.Zip,
      BillPhone: RUSSIA.Phone,
      BillAddress: '1 Example Street',
      BillCityId: '',
      BillDistrictId: '',
    });
    const checked = await post('payment-process', { ...address, IsForChecking: true });
    expect(checked.status).toBe(200);
    const order = await post('payment-process', { ...address, IsForChecking: false, IsBank: true, BankAccountId: 1, ContractAccepted: true });
    expect(order.status).toBe(200);
    const [row] = await shop.db.select().from(orders).where(eq(orders.orderNo, order.body.data.OrderNo));
    expect(row).toMatchObject({ deliveryCountry: 'DE', billCountry: 'RU', billCity: 'Moscow', billCitizenshipNumber: FOREIGN_BUYER_ID });
    expect(FOREIGN_BUYER_ID).toBe('11111111111');
    expect(fs.readFileSync('docs/adr/0048-currency-by-language-and-foreign-buyers-bill.md', 'utf8')).toContain(`\`${FOREIGN_BUYER_ID}\``);
  });
});

describe('cargo by zone', () => {
  const prices = async (AnonymousUserId: string, CountryId: number) => (await post('get-cart-prices', { LanguageId: 2, AnonymousUserId, CountryId })).body.data;

  it('prices /get-cart-products and /get-cart-prices for the chosen country: Türkiye as before, Europe, the world, and none where the shop does not ship', async () => {
    const anonymousId = randomUUID();
    await fillBasket(shop, { anonymousId }, [{ productId: productIds[1], quantity: 1 }]);
    const price = await priceOf(shop, productIds[1], 'USD');
    const expectCargo = (rate: number, freeFrom: number) => (price >= freeFrom ? 0 : rate);
    expect(await prices(anonymousId, 223)).toMatchObject({ CargoPrice: expectCargo(499, 2_500), Delivery: { Country: 'TR', CargoZone: 'TR', Ships: true, FreeCargoFrom: 2_500 } });
    expect(await prices(anonymousId, 276)).toMatchObject({ CargoPrice: expectCargo(2_990, 30_000), Delivery: { Country: 'DE', CargoZone: 'EU', FreeCargoFromStr: '$300.00' } });
    expect(await prices(anonymousId, 392)).toMatchObject({ CargoPrice: expectCargo(4_990, 50_000), Delivery: { Country: 'JP', CargoZone: 'WORLD' } });
    expect(await prices(anonymousId, 643)).toMatchObject({ CargoPrice: 0, Delivery: { Country: 'RU', Ships: false, CargoZone: null } });
    const basket = (await post('get-cart-products', { LanguageId: 2, AnonymousUserId: anonymousId, CountryId: 826 })).body.data;
    expect(basket).toMatchObject({ CargoPrice: expectCargo(2_990, 30_000), Delivery: { Country: 'GB', CargoZone: 'EU' } });
    expect((await post('get-cart-prices', { LanguageId: 2, AnonymousUserId: anonymousId, CountryId: 4242 })).status).toBe(400);
  });

  it('lists every country with its zone and the zones’ rates in the caller’s currency', async () => {
    const { body } = await post('get-country-list', { LanguageId: 2 });
    expect(body.data.countryList.length).toBeGreaterThanOrEqual(249);
    expect(body.data.zoneList).toEqual([
      { Zone: 'TR', Currency: 'USD', FlatPrice: 499, FreeFrom: 2_500 },
      { Zone: 'EU', Currency: 'USD', FlatPrice: 2_990, FreeFrom: 30_000 },
      { Zone: 'WORLD', Currency: 'USD', FlatPrice: 4_990, FreeFrom: 50_000 },
    ]);
  });
});

describe('the checkout abroad', () => {
  it('takes a London guest’s bill without a Turkish id, charges Europe’s cargo and stores the e-Arşiv value for a foreign buyer', async () => {
    const address = await guestIn('GB');
    const checked = await post('payment-process', { ...address, IsForChecking: true });
    expect(checked.status).toBe(200);
    const order = await post('payment-process', { ...address, IsForChecking: false, IsBank: true, BankAccountId: 1, ContractAccepted: true });
    expect(order.status).toBe(200);
    const [row] = await shop.db.select().from(orders).where(eq(orders.orderNo, order.body.data.OrderNo));
    expect(row).toMatchObject({ currency: 'USD', deliveryCountry: 'GB', deliveryCity: 'London', deliveryZip: 'SW1A 2AA', deliveryPhone: '+442079460958', billCountry: 'GB', billCitizenshipNumber: '11111111111' });
    const [mail] = await mailsTo(shop, address.Email);
    expect(mail.text).toContain('London\nSW1A 2AA\nUnited Kingdom');
    expect(mail.text).toContain('US Dollar (USD)');
  });

  it('keeps the T.C. Kimlik No rule on a Turkish bill and needs none abroad (both sides of the border)', async () => {
    const turkish = await guestIn('TR', { BillCitizenshipNumber: '12345678901' });
    const refused = await post('payment-process', { ...turkish, IsForChecking: true });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.BillCitizenshipNumber).toBe(en.validation.tckn);
    // A delivery in Berlin billed to İstanbul still needs the Turkish id.
    const split = await guestIn('DE', { IsSameAddress: false, BillCountryId: 223, BillPhone: '(532) 123 45 67', BillCityId: 34, BillDistrictId: kadikoy, BillAddress: 'Moda Cad. 1' });
    expect((await post('payment-process', { ...split, IsForChecking: true })).body.errors.BillCitizenshipNumber).toBe(en.validation.tckn);
    const abroad = await guestIn('DE');
    expect((await post('payment-process', { ...abroad, IsForChecking: true })).status).toBe(200);
  });

  it('takes a company abroad with its name and an optional VAT number instead of VKN and tax office', async () => {
    const company = await guestIn('DE', { IsCorporate: true, BillCompanyName: 'Morgan GmbH', BillVatNumber: 'DE123456789', BillNameSurname: '' });
    const order = await post('payment-process', { ...company, IsForChecking: false, IsBank: true, BankAccountId: 1, ContractAccepted: true });
    expect(order.status).toBe(200);
    const [row] = await shop.db.select().from(orders).where(eq(orders.orderNo, order.body.data.OrderNo));
    expect(row).toMatchObject({ isCorporate: true, billCompanyName: 'Morgan GmbH', billVatNumber: 'DE123456789', billTaxNumber: null, billTaxOffice: null });
  });

  it.each([
    ['tr', tr, 1],
    ['en', en, 2],
  ] as const)('refuses a country it does not ship to at the address step, with its own message (%s)', async (_lang, messages, LanguageId) => {
    const address = await guestIn('DE', { LanguageId, CountryId: 643, DeliveryZip: '101000', DeliveryPhone: '+7 495 123-45-67' });
    const refused = await post('payment-process', { ...address, IsForChecking: true });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.CountryId).toBe(messages.validation.notShipped);
  });

  it('judges a member’s saved address by its own country, whatever the browser says of it', async () => {
    const deniz = await member(shop, `saved.${randomUUID().slice(0, 6)}@example.com`);
    const saved = await post('add-address', { ...foreignAddress('DE'), LanguageId: 2 }, { headers: deniz.headers });
    await fillBasket(shop, { userId: deniz.id }, [{ productId: productIds[2], quantity: 1 }]);
    const step = { LanguageId: 2, IsLoggedIn: true, DeliveryAddressId: saved.body.data.AdressId, BillNameSurname: 'Alex Morgan' };
    // Told it is in Türkiye, the schema asks for a T.C. Kimlik No; told the truth, none is needed.
    expect((await post('payment-process', { ...step, CountryId: 223, IsForChecking: true }, { headers: deniz.headers })).status).toBe(400);
    expect((await post('payment-process', { ...step, CountryId: 276, IsForChecking: true }, { headers: deniz.headers })).status).toBe(200);
  });
});

describe('generated payloads over the changed entries', () => {
  const entries = ['add-address', 'get-cart-prices', 'get-cart-products', 'payment-process', 'get-country-list'] as const;
  const value = fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.constantFrom(223, 276, 826, 840, 392, 643, 0, -1, 999), fc.boolean(), fc.constant(null));
  const payload = fc.record(
    {
      CountryId: value,
      BillCountryId: value,
      City: value,
      District: value,
      CityName: value,
      Region: value,
      Zip: value,
      Phone: value,
      DeliveryPhone: value,
      DeliveryZip: value,
      DeliveryCity: value,
      IsSameAddress: value,
      IsCorporate: value,
      BillVatNumber: value,
      LanguageId: fc.constantFrom(1, 2, 3),
    },
    { requiredKeys: [] },
  );

  it('never answers 5xx', async () => {
    const deniz = await member(shop, `fuzz.${randomUUID().slice(0, 6)}@example.com`);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...entries), payload, async (name, data) => {
        const { status } = await post(name, data, { headers: deniz.headers });
        return status < 500;
      }),
      { numRuns: 200 },
    );
  });
});
