import { and, eq } from 'drizzle-orm';
import { compareTurkish } from '@/lib/shop/collation';
import type { Db } from '../db/client';
import { cities, districts } from '../db/schema';

/**
 * Cities and districts (spec 02 §3 City, District), in Turkish alphabetical order: the database's
 * own collation may not know Turkish (Ç after C, İ after I), so the order is made here.
 */
export async function listCities(db: Db, countryId: number) {
  const rows = await db.select({ CityId: cities.id, City: cities.name }).from(cities).where(eq(cities.countryId, countryId));
  return rows.sort((a, b) => compareTurkish(a.City, b.City));
}

export async function listDistricts(db: Db, cityId: number) {
  const rows = await db.select({ DistrictId: districts.id, District: districts.name }).from(districts).where(eq(districts.cityId, cityId));
  return rows.sort((a, b) => compareTurkish(a.District, b.District));
}

/** What is wrong with a chosen city and district: the city is not one of the country's, or the district not the city's. */
export async function locationProblem(db: Db, countryId: number, cityId: number, districtId: number): Promise<'city' | 'district' | null> {
  const [city] = await db.select({ id: cities.id }).from(cities).where(and(eq(cities.id, cityId), eq(cities.countryId, countryId))).limit(1);
  if (!city) return 'city';
  const [district] = await db.select({ id: districts.id }).from(districts).where(and(eq(districts.id, districtId), eq(districts.cityId, cityId))).limit(1);
  return district ? null : 'district';
}
