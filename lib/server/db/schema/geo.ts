import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { money } from './columns';

/**
 * Where the shop sends parcels and for how much (ADR 0049): a flat rate below a free-cargo threshold,
 * in both currencies the shop charges (TL on Turkish pages, $ on English ones). The operator changes
 * the rates here; the basket, checkout and policy pages read them.
 */
export const cargoZones = pgTable('cargo_zones', {
  code: text('code').primaryKey(),
  flatTry: money('flat_try').notNull(),
  freeFromTry: money('free_from_try').notNull(),
  flatUsd: money('flat_usd').notNull(),
  freeFromUsd: money('free_from_usd').notNull(),
});

/**
 * Every ISO 3166-1 country (lib/shop/countries.ts): id is the ISO numeric code, except Türkiye's
 * 223 (the spec's CountryId for city lists). A country without a cargo zone is one the shop does
 * not ship to.
 */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameTr: text('name_tr').notNull(),
  nameEn: text('name_en').notNull(),
  cargoZone: text('cargo_zone').references(() => cargoZones.code),
});

/** Cities keep their plate number as id (01 Adana … 81 Düzce). */
export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id').notNull().references(() => countries.id),
    name: text('name').notNull(),
  },
  (t) => [index('cities_country_idx').on(t.countryId, t.name)],
);

export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id').notNull().references(() => cities.id),
    name: text('name').notNull(),
  },
  (t) => [index('districts_city_idx').on(t.cityId, t.name)],
);
