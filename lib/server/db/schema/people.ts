import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { operators } from './operators';
import { categories, products, productVariations } from './catalog';
import type { ContactSubject } from '../../../shop/validation/contact';
import { createdAt, updatedAt } from './columns';
import { cities, countries, districts } from './geo';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    nameSurname: text('name_surname').notNull(),
    phone: text('phone').notNull().default(''),
    /** argon2id hash, never the password. */
    passwordHash: text('password_hash').notNull(),
    languageId: smallint('language_id').notNull().default(1),
    isActive: boolean('is_active').notNull().default(false),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`)],
);

/**
 * The member sessions: the browser holds a random token in an httpOnly cookie, the table only its
 * SHA-256, so a read of the table signs nobody in.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /** Moves when the session is renewed: a write on every request would cost more than it tells. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * One-time codes mailed to a member: account activation and password reset. `code` holds the
 * SHA-256 of the mailed code; the code itself exists only in the link.
 */
export const activationCodes = pgTable(
  'activation_codes',
  {
    code: text('code').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('activation_codes_user_idx').on(t.userId)],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    code: text('code').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    nameSurname: text('name_surname').notNull(),
    phone: text('phone').notNull(),
    description: text('description').notNull(),
    zipCode: text('zip_code').notNull().default(''),
    /** Türkiye's addresses name a city and district of the lists; others a typed city and region. */
    countryId: integer('country_id').notNull().default(223).references(() => countries.id),
    cityId: integer('city_id').references(() => cities.id),
    districtId: integer('district_id').references(() => districts.id),
    cityName: text('city_name').notNull().default(''),
    region: text('region').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** A favourite belongs to a member or, before login, to an anonymous visitor. */
export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    anonymousId: uuid('anonymous_id'),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').references(() => productVariations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favourites_user_product_idx').on(t.userId, t.productId).where(sql`${t.userId} is not null`),
    uniqueIndex('favourites_anon_product_idx').on(t.anonymousId, t.productId).where(sql`${t.anonymousId} is not null`),
  ],
);

export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    languageId: smallint('language_id').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscribers_email_idx').on(sql`lower(${t.email})`)],
);

/** Messages of the contact form (spec 01 §5); the subject is a stable key, labelled per language on the page. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  nameSurname: text('name_surname').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  subject: text('subject').$type<ContactSubject>().notNull(),
  message: text('message').notNull(),
  languageId: smallint('language_id').notNull().default(1),
  /** When the sender ticked the personal-data (KVKK) box: the record of consent the law asks the shop to keep. */
  kvkkAcceptedAt: timestamp('kvkk_accepted_at', { withTimezone: true }).notNull().defaultNow(),
  /** When an operator marked it handled (the back-office inbox), and who; null: still to read. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: integer('handled_by').references(() => operators.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const designerApplications = pgTable('designer_applications', {
  id: serial('id').primaryKey(),
  nameSurname: text('name_surname').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  categoryId: integer('category_id').references(() => categories.id),
  website: text('website').notNull().default(''),
  cityId: integer('city_id').references(() => cities.id),
  districtId: integer('district_id').references(() => districts.id),
  languageId: smallint('language_id').notNull().default(1),
  /** When an operator marked it handled (the back-office inbox), and who; null: still to read. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: integer('handled_by').references(() => operators.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Gender: 1 male, 2 female, 3 not specified. */
export const careerApplications = pgTable('career_applications', {
  id: serial('id').primaryKey(),
  nameSurname: text('name_surname').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  birthDate: text('birth_date').notNull(),
  extension: text('extension').notNull().default(''),
  gender: smallint('gender').notNull().default(3),
  message: text('message').notNull(),
  /** The CV in the private media store (never served by /media); its type is `extension`. */
  cvPath: text('cv_path'),
  languageId: smallint('language_id').notNull().default(1),
  /** When an operator marked it handled (the back-office inbox), and who; null: still to read. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: integer('handled_by').references(() => operators.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
