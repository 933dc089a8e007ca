import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { categories, products, productVariations } from './catalog';
import { createdAt, updatedAt } from './columns';
import { cities, districts } from './geo';

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

/** One-time codes mailed to a member: account activation and password reset. */
export const activationCodes = pgTable(
  'activation_codes',
  {
    code: uuid('code').primaryKey().defaultRandom(),
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
    code: uuid('code').primaryKey().defaultRandom(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId)],
);

/** Failed logins per email and per client address, for rate limiting. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_email_idx').on(t.email, t.createdAt), index('login_attempts_ip_idx').on(t.ip, t.createdAt)],
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
    cityId: integer('city_id').notNull().references(() => cities.id),
    districtId: integer('district_id').notNull().references(() => districts.id),
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

/** Contact form subjects: İptal & İade, Ürün Problemi, Yeni Marka, Diğer. */
export type ContactSubject = 'cancel-return' | 'product-problem' | 'new-brand' | 'other';

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  nameSurname: text('name_surname').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  subject: text('subject').$type<ContactSubject>().notNull(),
  message: text('message').notNull(),
  languageId: smallint('language_id').notNull().default(1),
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
  createdAt: createdAt(),
});

/** Mail the shop sends; with no SMTP configured this table is the outbox a developer reads. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);
