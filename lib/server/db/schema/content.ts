import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { PolicyKey } from '../../../shop/policies';
import { designers, products } from './catalog';
import { createdAt, descending, version } from './columns';

/** When an editor's slide, banner or popup shows: from `starts_at` (none: at once) until `ends_at` (none: no end). */
const shownFrom = () => timestamp('starts_at', { withTimezone: true });
const shownUntil = () => timestamp('ends_at', { withTimezone: true });

export const sliders = pgTable('sliders', {
  id: serial('id').primaryKey(),
  titleTr: text('title_tr').notNull(),
  titleEn: text('title_en').notNull(),
  subtitleTr: text('subtitle_tr').notNull().default(''),
  subtitleEn: text('subtitle_en').notNull().default(''),
  continueUrl: text('continue_url').notNull(),
  isBlank: boolean('is_blank').notNull().default(false),
  photoPath: text('photo_path').notNull(),
  /** Portrait picture for phones (≤ 640 px); the wide one is used when empty. */
  photoPathMobile: text('photo_path_mobile'),
  fontColor: text('font_color').notNull().default('#ffffff'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  startsAt: shownFrom(),
  endsAt: shownUntil(),
  version: version(),
});

/** Where a banner is shown: home image/text rows, home quotes, the fashion page. */
export type BannerPlacement = 'home' | 'quote' | 'fashion';

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    placement: text('placement').$type<BannerPlacement>().notNull(),
    titleTr: text('title_tr').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionTr: text('description_tr').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    photoPath: text('photo_path'),
    continueUrl: text('continue_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    startsAt: shownFrom(),
    endsAt: shownUntil(),
    version: version(),
  },
  (t) => [index('banners_placement_idx').on(t.placement, t.sortOrder)],
);

export const popups = pgTable('popups', {
  id: serial('id').primaryKey(),
  titleTr: text('title_tr').notNull().default(''),
  titleEn: text('title_en').notNull().default(''),
  continueUrl: text('continue_url').notNull(),
  photoPath: text('photo_path').notNull(),
  buttonTitleTr: text('button_title_tr').notNull(),
  buttonTitleEn: text('button_title_en').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  startsAt: shownFrom(),
  endsAt: shownUntil(),
  version: version(),
});

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    titleTr: text('title_tr').notNull(),
    titleEn: text('title_en').notNull(),
    slugTr: text('slug_tr').notNull(),
    slugEn: text('slug_en').notNull(),
    coverPhoto: text('cover_photo').notNull(),
    detailPhoto: text('detail_photo').notNull(),
    descriptionTr: text('description_tr').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionShortTr: text('description_short_tr').notNull(),
    descriptionShortEn: text('description_short_en').notNull(),
    buttonTitleTr: text('button_title_tr').notNull().default(''),
    buttonTitleEn: text('button_title_en').notNull().default(''),
    isWidePhoto: boolean('is_wide_photo').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    version: version(),
  },
  (t) => [index('blogs_published_idx').on(descending(t.publishedAt))],
);

/** The posts an editor chose to show under a post, in their order; none chosen shows the newest others. */
export const blogSimilar = pgTable(
  'blog_similar',
  {
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    similarId: integer('similar_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.similarId] })],
);

/** Arts and workshops; IsWorkshop splits the two tabs. */
export const workshops = pgTable(
  'workshops',
  {
    id: serial('id').primaryKey(),
    titleTr: text('title_tr').notNull(),
    titleEn: text('title_en').notNull(),
    subtitleTr: text('subtitle_tr').notNull().default(''),
    subtitleEn: text('subtitle_en').notNull().default(''),
    slugTr: text('slug_tr').notNull(),
    slugEn: text('slug_en').notNull(),
    descriptionTr: text('description_tr').notNull(),
    descriptionEn: text('description_en').notNull(),
    coverPhoto: text('cover_photo').notNull(),
    detailPhoto: text('detail_photo').notNull(),
    isWorkshop: boolean('is_workshop').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * A workshop's fee in minor units of each currency (kuruş, cents), shown in the page's currency;
     * null when there is none to pay (an exhibition, a free event).
     */
    feeTry: integer('fee_try'),
    feeUsd: integer('fee_usd'),
    /** When the workshop or exhibition takes place (its page shows them); none when it has no fixed dates. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    version: version(),
  },
  (t) => [index('workshops_published_idx').on(t.isWorkshop, descending(t.publishedAt))],
);

/** A question or booking request about a workshop or exhibition, sent from its page; the shop answers by mail or phone. */
export const workshopEnquiries = pgTable('workshop_enquiries', {
  id: serial('id').primaryKey(),
  workshopId: integer('workshop_id')
    .notNull()
    .references(() => workshops.id, { onDelete: 'cascade' }),
  nameSurname: text('name_surname').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  /** Places the sender asks for. */
  seats: smallint('seats').notNull(),
  message: text('message').notNull().default(''),
  languageId: smallint('language_id').notNull().default(1),
  /** When the sender ticked the personal-data (KVKK) box, as on the contact form. */
  kvkkAcceptedAt: timestamp('kvkk_accepted_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});

export const collaborations = pgTable('collaborations', {
  id: serial('id').primaryKey(),
  designerId: integer('designer_id').notNull().references(() => designers.id),
  titleTr: text('title_tr').notNull(),
  titleEn: text('title_en').notNull(),
  slugTr: text('slug_tr').notNull(),
  slugEn: text('slug_en').notNull(),
  descriptionTr: text('description_tr').notNull(),
  descriptionEn: text('description_en').notNull(),
  coverPhoto: text('cover_photo').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  version: version(),
});

export const fashionItems = pgTable('fashion_items', {
  id: serial('id').primaryKey(),
  titleTr: text('title_tr').notNull(),
  titleEn: text('title_en').notNull(),
  photoPath: text('photo_path').notNull(),
  buttonUrl: text('button_url').notNull(),
  isWidePhoto: boolean('is_wide_photo').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  version: version(),
});

/** Best sellers hand-picked for the fashion landing page. */
export const fashionBestSellers = pgTable('fashion_best_sellers', {
  productId: integer('product_id').primaryKey().references(() => products.id, { onDelete: 'cascade' }),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const aboutPages = pgTable('about_pages', {
  id: serial('id').primaryKey(),
  titleTr: text('title_tr').notNull(),
  titleEn: text('title_en').notNull(),
  videoUrl: text('video_url'),
  photoPath: text('photo_path').notNull(),
  descriptionTr: text('description_tr').notNull(),
  descriptionEn: text('description_en').notNull(),
  version: version(),
});

/** Legal texts; ids are stable because pages link to them (sozlesmeler/2 terms, /5 KVKK). */
export const contracts = pgTable('contracts', {
  id: integer('id').primaryKey(),
  titleTr: text('title_tr').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionTr: text('description_tr').notNull(),
  descriptionEn: text('description_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  /** The latest row of contract_versions; an order keeps the number its shopper accepted. */
  version: integer('version').notNull().default(1),
});

/** Every text a contract has had: a save adds a row, none is ever changed, so an order can show what was accepted. */
export const contractVersions = pgTable(
  'contract_versions',
  {
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    titleTr: text('title_tr').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionTr: text('description_tr').notNull(),
    descriptionEn: text('description_en').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.contractId, table.version] })],
);

/** One row: the shop's contact and social details. */
export const layoutInfo = pgTable('layout_info', {
  id: smallint('id').primaryKey().default(1),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  address: text('address').notNull(),
  facebook: text('facebook'),
  instagram: text('instagram'),
  youtube: text('youtube'),
  pinterest: text('pinterest'),
  linkedin: text('linkedin'),
  mapUrl: text('map_url'),
  clientCountry: text('client_country').notNull().default('TR'),
});

/** Page titles and descriptions by path (without the language prefix) and optional record id. */
export const seoTags = pgTable(
  'seo_tags',
  {
    id: serial('id').primaryKey(),
    languageId: smallint('language_id').notNull(),
    pathname: text('pathname').notNull(),
    dataId: integer('data_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('seo_tags_lookup_key').on(t.languageId, t.pathname, t.dataId).nullsNotDistinct()],
);

/** The four policy pages (shipping-returns, membership, privacy-policy, termsconditions), keyed by their route. */
export type InfoPageKey = PolicyKey;

export const infoPages = pgTable('info_pages', {
  key: text('key').$type<InfoPageKey>().primaryKey(),
  titleTr: text('title_tr').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionTr: text('description_tr').notNull(),
  descriptionEn: text('description_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  version: version(),
});

/** Questions and answers of the faq page; answers are HTML. */
export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  questionTr: text('question_tr').notNull(),
  questionEn: text('question_en').notNull(),
  answerTr: text('answer_tr').notNull(),
  answerEn: text('answer_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  version: version(),
});
