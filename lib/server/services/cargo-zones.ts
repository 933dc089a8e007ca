import { asc, eq } from 'drizzle-orm';
import type { CargoRate } from '@/lib/shop/cargo';
import type { Currency } from '@/lib/shop/money';
import type { Db } from '../db/client';
import { cargoZones, countries } from '../db/schema';

export interface CountryZone {
  code: string;
  zone: string;
  rates: Record<Currency, CargoRate>;
}

const ratesOf = (row: typeof cargoZones.$inferSelect): Record<Currency, CargoRate> => ({
  TRY: { flat: row.flatTry, freeFrom: row.freeFromTry },
  USD: { flat: row.flatUsd, freeFrom: row.freeFromUsd },
});

/** The cargo zone of a delivery country (ADR 0049); null when the shop does not ship there (or the id names no country). */
export async function zoneOfCountry(db: Db, countryId: number): Promise<CountryZone | null> {
  const [row] = await db
    .select({ code: countries.code, zone: cargoZones })
    .from(countries)
    .innerJoin(cargoZones, eq(cargoZones.code, countries.cargoZone))
    .where(eq(countries.id, countryId))
    .limit(1);
  return row ? { code: row.code, zone: row.zone.code, rates: ratesOf(row.zone) } : null;
}

/**
 * /get-country-list: every country with its cargo zone (null: not shipped to), and each zone's
 * rates in the caller's currency. Names are the browser's (Intl.DisplayNames in the page's language).
 */
export async function countryList(db: Db, currency: Currency) {
  const [rows, zones] = await Promise.all([
    db.select({ CountryId: countries.id, Code: countries.code, Zone: countries.cargoZone }).from(countries).orderBy(asc(countries.code)),
    db.select().from(cargoZones).orderBy(asc(cargoZones.flatUsd)),
  ]);
  return {
    countryList: rows,
    zoneList: zones.map((zone) => ({ Zone: zone.code, Currency: currency, FlatPrice: ratesOf(zone)[currency].flat, FreeFrom: ratesOf(zone)[currency].freeFrom })),
  };
}
