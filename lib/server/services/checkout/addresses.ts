import { and, eq } from 'drizzle-orm';
import { isTckn, isVkn } from '@/lib/shop/checkout/identity';
import { countryCodeOf, isTurkey, TURKEY } from '@/lib/shop/countries';
import type { AddressStepInput } from '@/lib/shop/validation/checkout';
import type { Issue } from '@/lib/shop/validation/yup';
import type { Db } from '../../db/client';
import { addresses, cities, districts, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { zoneOfCountry } from '../cargo-zones';
import { locationProblem } from '../locations';

/**
 * The T.C. Kimlik No an e-Arşiv invoice carries for a buyer who has none, the foreign buyer's
 * (ADR 0048): the bill of an individual abroad is written with it.
 */
export const FOREIGN_BUYER_ID = '11111111111';

/** An address as the order keeps it: a snapshot, so a later edit of the address book changes no order. */
export interface AddressSnapshot {
  nameSurname: string;
  phone: string;
  /** ISO alpha-2. */
  country: string;
  countryId: number;
  /** Türkiye's province, or the typed city abroad. */
  city: string;
  /** Türkiye's district; empty abroad. */
  district: string;
  region: string;
  address: string;
  zip: string;
}

export interface Buyer {
  userId: number | null;
  email: string;
  delivery: AddressSnapshot;
  bill: AddressSnapshot;
}

/** Problems only the database can see, by field, in the shape of a schema refusal. */
export type AddressProblems = Partial<Record<string, Issue['key']>>;

async function savedAddress(db: Db, userId: number, id: number, missing: 'delivery_address_not_found' | 'bill_address_not_found'): Promise<AddressSnapshot> {
  const [row] = await db
    .select({
      nameSurname: addresses.nameSurname,
      phone: addresses.phone,
      address: addresses.description,
      zip: addresses.zipCode,
      countryId: addresses.countryId,
      cityName: addresses.cityName,
      region: addresses.region,
      city: cities.name,
      district: districts.name,
    })
    .from(addresses)
    .leftJoin(cities, eq(cities.id, addresses.cityId))
    .leftJoin(districts, eq(districts.id, addresses.districtId))
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  // Another member's address reads as no address at all (404), as in the address book.
  if (!row) throw new ApiError(missing);
  const { cityName, city, district, ...rest } = row;
  return { ...rest, country: countryCodeOf(row.countryId) ?? TURKEY.code, city: city ?? cityName, district: district ?? '' };
}

async function placeNames(db: Db, cityId: number, districtId: number) {
  const [row] = await db
    .select({ city: cities.name, district: districts.name })
    .from(districts)
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .where(and(eq(districts.id, districtId), eq(cities.id, cityId)));
  return row;
}

/** A guest's typed address: Türkiye's city and district from the lists, or the typed city and region abroad. */
async function typedAddress(db: Db, input: AddressStepInput, prefix: 'Delivery' | 'Bill', nameSurname: string): Promise<AddressSnapshot> {
  const countryId = prefix === 'Delivery' ? input.CountryId : input.BillCountryId;
  const base = {
    nameSurname,
    phone: input[`${prefix}Phone`]!,
    country: countryCodeOf(countryId) ?? TURKEY.code,
    countryId,
    address: input[`${prefix}Address`]!,
    zip: input[`${prefix}Zip`],
  };
  if (!isTurkey(countryId)) return { ...base, city: input[`${prefix}City`], district: '', region: input[`${prefix}Region`] };
  const place = await placeNames(db, input[`${prefix}CityId`]!, input[`${prefix}DistrictId`]!);
  if (!place) throw new ApiError('location_not_found');
  return { ...base, ...place, region: '' };
}

/** A guest's typed city and district: Türkiye's city, and a district of that city. */
export async function typedAddressProblems(db: Db, input: AddressStepInput): Promise<AddressProblems> {
  if (input.IsLoggedIn) return {};
  const problems: AddressProblems = {};
  const check = async (prefix: 'Delivery' | 'Bill', countryId: number, cityId: number | undefined, districtId: number | undefined) => {
    if (!isTurkey(countryId) || cityId == null || districtId == null) return;
    const problem = await locationProblem(db, TURKEY.id, cityId, districtId);
    if (problem === 'city') problems[`${prefix}CityId`] = 'oneOf';
    if (problem === 'district') problems[`${prefix}DistrictId`] = 'districtOfCity';
  };
  await check('Delivery', input.CountryId, input.DeliveryCityId, input.DeliveryDistrictId);
  if (input.IsSameAddress === false) await check('Bill', input.BillCountryId, input.BillCityId, input.BillDistrictId);
  return problems;
}

/**
 * What the buyer's real addresses (a member's saved ones, whatever the browser said of them) mean:
 * the shop must ship to the delivery country, and the bill follows its own country's rules — a
 * Turkish individual's valid T.C. Kimlik No, a Turkish company's VKN and tax office; abroad, none.
 */
export async function buyerProblems(db: Db, input: AddressStepInput, buyer: Buyer): Promise<AddressProblems> {
  const problems: AddressProblems = {};
  if (!(await zoneOfCountry(db, buyer.delivery.countryId))) problems[input.IsLoggedIn ? 'DeliveryAddressId' : 'CountryId'] = 'notShipped';
  if (isTurkey(buyer.bill.countryId)) {
    if (!input.IsCorporate && !isTckn(input.BillCitizenshipNumber ?? '')) problems.BillCitizenshipNumber = 'tckn';
    if (input.IsCorporate && !isVkn(input.BillTaxNumber ?? '')) problems.BillTaxNumber = 'vkn';
    if (input.IsCorporate && !input.BillTaxOffice) problems.BillTaxOffice = 'required';
  }
  return problems;
}

/**
 * Who buys and where it goes: a member's saved addresses (their own only) and e-mail, or a guest's
 * typed ones (already checked by `typedAddressProblems`). The bill's name is the invoice's: the
 * individual's name or the company's.
 */
export async function buyerOf(db: Db, input: AddressStepInput, userId: number | null): Promise<Buyer> {
  const billName = (input.IsCorporate ? input.BillCompanyName : input.BillNameSurname) ?? '';
  if (userId != null && input.IsLoggedIn) {
    const [member] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!member) throw new ApiError('user_not_found');
    const delivery = await savedAddress(db, userId, input.DeliveryAddressId!, 'delivery_address_not_found');
    const bill = input.IsSameAddress === false ? await savedAddress(db, userId, input.BillAddressId!, 'bill_address_not_found') : delivery;
    return { userId, email: member.email, delivery, bill: { ...bill, nameSurname: billName } };
  }
  const delivery = await typedAddress(db, input, 'Delivery', input.DeliveryNameSurname!);
  const bill = input.IsSameAddress === false ? await typedAddress(db, input, 'Bill', billName) : delivery;
  return { userId, email: input.Email!, delivery, bill: { ...bill, nameSurname: billName } };
}
