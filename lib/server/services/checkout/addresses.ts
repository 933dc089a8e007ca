import { and, eq } from 'drizzle-orm';
import { TURKEY } from '@/lib/shop/country';
import type { AddressStepInput } from '@/lib/shop/validation/checkout';
import type { Issue } from '@/lib/shop/validation/yup';
import type { Db } from '../../db/client';
import { addresses, cities, districts, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { locationProblem } from '../locations';

/** An address as the order keeps it: a snapshot, so a later edit of the address book changes no order. */
export interface AddressSnapshot {
  nameSurname: string;
  phone: string;
  city: string;
  district: string;
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
    .select({ nameSurname: addresses.nameSurname, phone: addresses.phone, address: addresses.description, zip: addresses.zipCode, city: cities.name, district: districts.name })
    .from(addresses)
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .innerJoin(districts, eq(districts.id, addresses.districtId))
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  // Another member's address reads as no address at all (404), as in the address book.
  if (!row) throw new ApiError(missing);
  return row;
}

async function placeNames(db: Db, cityId: number, districtId: number) {
  const [row] = await db
    .select({ city: cities.name, district: districts.name })
    .from(districts)
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .where(and(eq(districts.id, districtId), eq(cities.id, cityId)));
  return row;
}

/** A guest's typed city and district: Türkiye's city, and a district of that city. */
export async function typedAddressProblems(db: Db, input: AddressStepInput): Promise<AddressProblems> {
  if (input.IsLoggedIn) return {};
  const problems: AddressProblems = {};
  const check = async (prefix: 'Delivery' | 'Bill', cityId: number | undefined, districtId: number | undefined) => {
    if (cityId == null || districtId == null) return;
    const problem = await locationProblem(db, TURKEY.id, cityId, districtId);
    if (problem === 'city') problems[`${prefix}CityId`] = 'oneOf';
    if (problem === 'district') problems[`${prefix}DistrictId`] = 'districtOfCity';
  };
  await check('Delivery', input.DeliveryCityId, input.DeliveryDistrictId);
  if (input.IsSameAddress === false) await check('Bill', input.BillCityId, input.BillDistrictId);
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
  const deliveryPlace = await placeNames(db, input.DeliveryCityId!, input.DeliveryDistrictId!);
  if (!deliveryPlace) throw new ApiError('location_not_found');
  const delivery: AddressSnapshot = {
    nameSurname: input.DeliveryNameSurname!,
    phone: input.DeliveryPhone!,
    ...deliveryPlace,
    address: input.DeliveryAddress!,
    zip: input.DeliveryZip,
  };
  let bill: AddressSnapshot = delivery;
  if (input.IsSameAddress === false) {
    const billPlace = await placeNames(db, input.BillCityId!, input.BillDistrictId!);
    if (!billPlace) throw new ApiError('location_not_found');
    bill = { nameSurname: billName, phone: input.BillPhone!, ...billPlace, address: input.BillAddress!, zip: input.BillZip };
  }
  return { userId, email: input.Email!, delivery, bill: { ...bill, nameSurname: billName } };
}
