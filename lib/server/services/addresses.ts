import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/shop/locale';
import { TURKEY } from '@/lib/shop/country';
import type { AddressInput } from '@/lib/shop/validation/address';
import { phoneText } from '@/lib/shop/validation/common';
import type { Issue } from '@/lib/shop/validation/yup';
import type { Db } from '../db/client';
import { addresses, cities, countries, districts } from '../db/schema';
import { ApiError } from '../errors';
import { locationProblem } from './locations';
import { pick } from './localized';

/** A city and district the schema cannot judge alone: the city must be Türkiye's, the district the city's. */
export async function addressProblems(db: Db, { City, District }: AddressInput): Promise<Partial<Record<'City' | 'District', Issue['key']>>> {
  const problem = await locationProblem(db, TURKEY.id, City, District);
  if (problem === 'city') return { City: 'oneOf' };
  if (problem === 'district') return { District: 'districtOfCity' };
  return {};
}

/** The member's addresses in spec 02 §3's shape (AdressId is spelt so), oldest first, so a list keeps its order. */
export async function listAddresses(db: Db, locale: Locale, userId: number) {
  const rows = await db
    .select({
      id: addresses.id,
      title: addresses.title,
      nameSurname: addresses.nameSurname,
      phone: addresses.phone,
      description: addresses.description,
      zipCode: addresses.zipCode,
      cityId: addresses.cityId,
      districtId: addresses.districtId,
      city: cities.name,
      district: districts.name,
      nameTr: countries.nameTr,
      nameEn: countries.nameEn,
    })
    .from(addresses)
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .innerJoin(districts, eq(districts.id, addresses.districtId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
  return rows.map((row) => ({
    AdressId: row.id,
    AddressName: row.title,
    NameSurname: row.nameSurname,
    PhoneStr: phoneText(row.phone),
    AddressDescription: row.description,
    ZipCode: row.zipCode,
    Location: { CityId: row.cityId, DistrictId: row.districtId, City: row.city, District: row.district, Country: pick(row, 'name', locale) },
  }));
}

export type Address = Awaited<ReturnType<typeof listAddresses>>[number];

const columns = (input: AddressInput) => ({
  title: input.Title,
  nameSurname: input.NameSurname,
  phone: input.Phone,
  description: input.Description,
  zipCode: input.Zip,
  cityId: input.City,
  districtId: input.District,
});

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
