import { and, asc, eq } from 'drizzle-orm';
import { addressLines } from '@/lib/shop/address-lines';
import type { Locale } from '@/lib/shop/locale';
import { countryCodeOf, isTurkey, TURKEY } from '@/lib/shop/countries';
import { phoneDisplay } from '@/lib/shop/phone';
import type { AddressInput } from '@/lib/shop/validation/address';
import type { Issue } from '@/lib/shop/validation/yup';
import type { Db } from '../db/client';
import { addresses, cities, countries, districts } from '../db/schema';
import { ApiError } from '../errors';
import { locationProblem } from './locations';
import { pick } from './localized';

/**
 * What the schema cannot judge alone: in Türkiye the city must be one of the list and the district
 * one of the city's. Any real country is kept, shipped to or not: a saved address may be only a
 * bill's, which needs no cargo zone; the address step refuses it as a delivery address.
 */
export async function addressProblems(db: Db, { CountryId, City, District }: AddressInput): Promise<Partial<Record<'City' | 'District', Issue['key']>>> {
  if (!isTurkey(CountryId) || City == null || District == null) return {};
  const problem = await locationProblem(db, TURKEY.id, City, District);
  if (problem === 'city') return { City: 'oneOf' };
  if (problem === 'district') return { District: 'districtOfCity' };
  return {};
}

/**
 * The member's addresses in spec 02 §3's shape (AdressId is spelt so), oldest first, so a list keeps
 * its order. Location carries the country too (its id, alpha-2 code and name) and, abroad, the typed
 * city and region; Phone is the stored E.164 number, PhoneStr how people read it, Lines the whole
 * address in its country's order.
 */
export async function listAddresses(db: Db, locale: Locale, userId: number) {
  const rows = await db
    .select({
      id: addresses.id,
      title: addresses.title,
      nameSurname: addresses.nameSurname,
      phone: addresses.phone,
      description: addresses.description,
      zipCode: addresses.zipCode,
      countryId: addresses.countryId,
      cityId: addresses.cityId,
      districtId: addresses.districtId,
      cityName: addresses.cityName,
      region: addresses.region,
      city: cities.name,
      district: districts.name,
      nameTr: countries.nameTr,
      nameEn: countries.nameEn,
    })
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .leftJoin(cities, eq(cities.id, addresses.cityId))
    .leftJoin(districts, eq(districts.id, addresses.districtId))
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
  return rows.map((row) => {
    const code = countryCodeOf(row.countryId) ?? TURKEY.code;
    const city = row.city ?? row.cityName;
    const district = row.district ?? '';
    return {
    AdressId: row.id,
    AddressName: row.title,
    NameSurname: row.nameSurname,
    Phone: row.phone,
    PhoneStr: phoneDisplay(row.phone),
    AddressDescription: row.description,
    ZipCode: row.zipCode,
    Location: {
      CityId: row.cityId,
      DistrictId: row.districtId,
      City: city,
      District: district,
      Region: row.region,
      Country: pick(row, 'name', locale),
      CountryId: row.countryId,
      CountryCode: code,
    },
    /** The address as its country writes it (name first, country last). */
    Lines: addressLines({ country: code, name: row.nameSurname, street: row.description, city, district, region: row.region, zip: row.zipCode }, locale),
  };
  });
}

export type Address = Awaited<ReturnType<typeof listAddresses>>[number];

/** Türkiye's addresses keep the lists' ids; others the typed city and region (never both). */
const columns = (input: AddressInput) => {
  const turkish = isTurkey(input.CountryId);
  return {
    title: input.Title,
    nameSurname: input.NameSurname,
    phone: input.Phone,
    description: input.Description,
    zipCode: input.Zip,
    countryId: input.CountryId,
    cityId: turkish ? input.City : null,
    districtId: turkish ? input.District : null,
    cityName: turkish ? '' : input.CityName,
    region: turkish ? '' : input.Region,
  };
};

export async function addAddress(db: Db, userId: number, input: AddressInput): Promise<{ AdressId: number }> {
  const [row] = await db.insert(addresses).values({ userId, ...columns(input) }).returning({ id: addresses.id });
  return { AdressId: row.id };
}

/** Someone else's address reads as no address at all: its existence is not the caller's business. */
export async function updateAddress(db: Db, userId: number, addressId: number, input: AddressInput): Promise<void> {
  const updated = await db
    .update(addresses)
    .set({ ...columns(input), updatedAt: new Date() })
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (updated.length === 0) throw new ApiError('address_not_found');
}

export async function removeAddress(db: Db, userId: number, addressId: number): Promise<void> {
  const removed = await db
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (removed.length === 0) throw new ApiError('address_not_found');
}
