/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { addresses, cities, districts, users } from '@/lib/server/db/schema';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { freshShop, post } from '../support/shop';
import { memberCookie } from '../support/session';

let shop: Database;
let kadikoy = 0;
let besiktas = 0;
let cankaya = 0;
/** A city of another country: the address book holds Türkiye's cities only. */
let foreignCity = 0;
let foreignDistrict = 0;

const languages = [
  { LanguageId: 1, lang: 'tr' as const, messages: tr, country: 'Türkiye' },
  { LanguageId: 2, lang: 'en' as const, messages: en, country: 'Türkiye' },
];

async function member(email: string) {
  const [user] = await shop.db.insert(users).values({ email, nameSurname: 'Deniz Kaya', passwordHash: 'x', isActive: true }).returning();
  return { id: user.id, headers: { cookie: await memberCookie(user.id) } };
}

const districtOf = async (cityId: number, name: string) =>
  (await shop.db.select({ id: districts.id }).from(districts).where(and(eq(districts.cityId, cityId), eq(districts.name, name))))[0].id;

beforeAll(async () => {
  shop = await freshShop({ products: 4 });
  kadikoy = await districtOf(34, 'Kadıköy');
  besiktas = await districtOf(34, 'Beşiktaş');
  cankaya = await districtOf(6, 'Çankaya');
  [{ id: foreignCity }] = await shop.db.insert(cities).values({ id: 9001, countryId: 276, name: 'Elsewhere City' }).returning({ id: cities.id });
  [{ id: foreignDistrict }] = await shop.db.insert(districts).values({ cityId: foreignCity, name: 'Old Town' }).returning({ id: districts.id });
});

const home = () => ({
  Title: ' Ev ',
  NameSurname: 'Deniz Kaya',
  City: 34,
  District: kadikoy,
  Description: 'Caferağa Mah. Moda Cad. No: 12 D: 3',
  Phone: '(532) 123 45 67',
  Zip: '34710',
});

const list = async (headers: Record<string, string>, LanguageId = 1) => {
  const { status, body } = await post('get-addresses', { LanguageId }, { headers });
  expect(status).toBe(200);
  return body.data.AddressList as { AdressId: number; AddressName: string; PhoneStr: string; ZipCode: string; Location: Record<string, unknown> }[];
};

describe('the address book of a member', () => {
  it.each(languages)('adds, lists, updates and removes an address, with notices in $lang', async ({ LanguageId, lang, messages, country }) => {
    const deniz = await member(`deniz.${lang}@example.com`);
    expect(await list(deniz.headers, LanguageId)).toEqual([]);

    // The spec's CurrentUser / CurrenUser ride along and change nothing: the session names the member.
    const added = await post('add-address', { ...home(), LanguageId, CurrentUser: { UserId: 999 } }, { headers: deniz.headers });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe(messages.notices.address_saved);
    const { AdressId } = added.body.data as { AdressId: number };
    expect(AdressId).toBeGreaterThan(0);

    expect(await list(deniz.headers, LanguageId)).toEqual([
      {
        AdressId,
        AddressName: 'Ev',
        NameSurname: 'Deniz Kaya',
        Phone: '+905321234567',
        PhoneStr: '+90 (532) 123 45 67',
        AddressDescription: 'Caferağa Mah. Moda Cad. No: 12 D: 3',
        ZipCode: '34710',
        Location: { CityId: 34, DistrictId: kadikoy, City: 'İstanbul', District: 'Kadıköy', Region: '', Country: country, CountryId: 223, CountryCode: 'TR' },
        Lines: ['Deniz Kaya', 'Caferağa Mah. Moda Cad. No: 12 D: 3', '34710 Kadıköy/İstanbul', country],
      },
    ]);

    const updated = await post(
      'update-address',
      { ...home(), Id: AdressId, LanguageId, Title: 'İş', District: besiktas, Zip: '', CurrenUser: { UserId: 999 } },
      { headers: deniz.headers },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe(messages.notices.address_updated);
    const [after] = await list(deniz.headers, LanguageId);
    expect(after).toMatchObject({ AdressId, AddressName: 'İş', ZipCode: '', Location: { DistrictId: besiktas, District: 'Beşiktaş' } });

    const removed = await post('remove-address', { Id: AdressId, LanguageId }, { headers: deniz.headers });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(messages.notices.address_removed);
    expect(await list(deniz.headers, LanguageId)).toEqual([]);
    expect((await post('remove-address', { Id: AdressId, LanguageId }, { headers: deniz.headers })).status).toBe(404);
  });

  it('keeps the order addresses were added in', async () => {
    const ayse = await member('ayse.order@example.com');
    for (const Title of ['Ev', 'İş', 'Yazlık']) expect((await post('add-address', { ...home(), Title }, { headers: ayse.headers })).status).toBe(200);
    expect((await list(ayse.headers)).map((address) => address.AddressName)).toEqual(['Ev', 'İş', 'Yazlık']);
  });
});

describe('another member’s address', () => {
  it('is absent from the list and answers 404 address_not_found on update and remove, left as it was', async () => {
    const owner = await member('owner@example.com');
    const other = await member('other@example.com');
    const { body } = await post('add-address', home(), { headers: owner.headers });
    const Id = (body.data as { AdressId: number }).AdressId;

    expect(await list(other.headers)).toEqual([]);
    for (const { LanguageId, messages } of languages) {
      const update = await post('update-address', { ...home(), Id, LanguageId, Title: 'Benim' }, { headers: other.headers });
      expect(update.status).toBe(404);
      expect(update.body).toMatchObject({ succeeded: false, code: 'address_not_found', message: messages.errors.address_not_found });
      const remove = await post('remove-address', { Id, LanguageId }, { headers: other.headers });
      expect(remove.status).toBe(404);
      expect(remove.body.code).toBe('address_not_found');
    }
    expect(await list(owner.headers)).toHaveLength(1);
    expect((await list(owner.headers))[0].AddressName).toBe('Ev');
    expect((await post('update-address', { ...home(), Id: 2_000_000 }, { headers: owner.headers })).status).toBe(404);
  });
});

describe('without a session', () => {
  it.each(languages)('every call answers 401 login_required in $lang', async ({ LanguageId, messages }) => {
    for (const [name, data] of [
      ['get-addresses', {}],
      ['add-address', home()],
      ['update-address', { ...home(), Id: 1 }],
      ['remove-address', { Id: 1 }],
    ] as const) {
      const { status, body } = await post(name, { ...data, LanguageId });
      expect(status).toBe(401);
      expect(body).toMatchObject({ succeeded: false, code: 'login_required', message: messages.errors.login_required });
    }
    // A forged or foreign cookie is no session either.
    expect((await post('get-addresses', {}, { headers: { cookie: 'vitrin_session=forged' } })).status).toBe(401);
  });
});

describe('bad input', () => {
  let headers: Record<string, string>;
  beforeAll(async () => {
    ({ headers } = await member('careless@example.com'));
  });

  it.each(languages)('missing fields are refused beside each field, with the spec’s city and district messages, in $lang', async ({ LanguageId, messages }) => {
    const { status, body } = await post('add-address', { LanguageId, City: '', District: '' }, { headers });
    expect(status).toBe(400);
    expect(body.code).toBe('validation_failed');
    expect(body.errors).toEqual({
      Title: messages.validation.required,
      NameSurname: messages.validation.required,
      City: messages.validation.cityNotChosen,
      District: messages.validation.districtNotChosen,
      Description: messages.validation.required,
      Phone: messages.validation.required,
    });
    expect(messages.validation.cityNotChosen).toBe(messages.errors.city_not_chosen);
    expect(messages.validation.districtNotChosen).toBe(messages.errors.district_not_chosen);
  });

  it.each(languages)('a district of another city, an unknown city and a city outside Türkiye are refused in $lang', async ({ LanguageId, messages }) => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ District: cankaya }, { District: messages.validation.districtOfCity }],
      [{ City: 99, District: kadikoy }, { City: messages.validation.oneOf }],
      [{ City: foreignCity, District: foreignDistrict }, { City: messages.validation.oneOf }],
      [{ District: 2_000_000 }, { District: messages.validation.districtOfCity }],
    ];
    for (const [change, errors] of cases) {
      const { status, body } = await post('add-address', { ...home(), ...change, LanguageId }, { headers });
      expect(status).toBe(400);
      expect(body.errors).toEqual(errors);
      expect(body.message).toBe(Object.values(errors)[0]);
    }
    expect((await post('update-address', { ...home(), Id: 1, District: cankaya, LanguageId }, { headers })).status).toBe(400);
    expect(await list(headers)).toEqual([]);
  });

  it('refuses 1000-character fields, a bad phone or postcode, and ids that are not ids', async () => {
    const long = 'x'.repeat(1000);
    for (const [change, field, key] of [
      [{ Title: long }, 'Title', 'maxLength'],
      [{ NameSurname: long }, 'NameSurname', 'maxLength'],
      [{ Description: long }, 'Description', 'maxLength'],
      [{ Zip: long }, 'Zip', 'zip'],
      [{ Zip: '3471' }, 'Zip', 'zip'],
      [{ Phone: long }, 'Phone', 'phone'],
      [{ Phone: '532 123 45' }, 'Phone', 'phone'],
      [{ City: -34 }, 'City', 'min'],
      [{ District: 1.5 }, 'District', 'integer'],
      [{ City: 'İstanbul' }, 'City', 'type'],
    ] as const) {
      const { status, body } = await post('add-address', { ...home(), ...change, LanguageId: 2 }, { headers });
      expect(status).toBe(400);
      expect(Object.keys(body.errors)).toEqual([field]);
      expect(body.errors[field]).toBe(en.validation[key].replace('{max}', field === 'Title' ? '50' : field === 'NameSurname' ? '100' : '400').replace('{min}', '1'));
    }
    for (const Id of [-1, 0, 1.5, 'one', null]) {
      expect((await post('update-address', { ...home(), Id }, { headers })).status).toBe(400);
      expect((await post('remove-address', { Id }, { headers })).status).toBe(400);
    }
    expect((await post('remove-address', {}, { headers })).status).toBe(400);
    expect(await list(headers)).toEqual([]);
  });

  it('stores what the schema cast: trimmed text and the phone with +90', async () => {
    const { body } = await post('add-address', { ...home(), NameSurname: '  Elif  ', Phone: '05321234567' }, { headers });
    const [row] = await shop.db.select().from(addresses).where(eq(addresses.id, (body.data as { AdressId: number }).AdressId));
    expect(row).toMatchObject({ title: 'Ev', nameSurname: 'Elif', phone: '+905321234567', zipCode: '34710' });
    await shop.db.delete(addresses).where(eq(addresses.id, row.id));
  });
});
