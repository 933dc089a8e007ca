import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Country 223 is Turkey (the spec's CountryId for city lists). */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameTr: text('name_tr').notNull(),
  nameEn: text('name_en').notNull(),
  currency: text('currency').notNull(),
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
