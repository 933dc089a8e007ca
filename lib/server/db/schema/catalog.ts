import { sql, type SQL } from 'drizzle-orm';
import {
  boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { foldSql } from '../fold';
import { createdAt, descending, money, updatedAt, version } from './columns';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    nameTr: text('name_tr').notNull(),
    nameEn: text('name_en').notNull(),
    slugTr: text('slug_tr').notNull(),
    slugEn: text('slug_en').notNull(),
    descriptionTr: text('description_tr').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    photoPath: text('photo_path'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    version: version(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sortOrder)],
);

export const designers = pgTable('designers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo'),
  bannerPhoto: text('banner_photo'),
  website: text('website'),
  descriptionTr: text('description_tr').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  /** Tiered brand discounts shown on the brand page (percent). */
  discountPercentage1: smallint('discount_percentage_1').notNull().default(0),
  discountPercentage2: smallint('discount_percentage_2').notNull().default(0),
  discountPercentage3: smallint('discount_percentage_3').notNull().default(0),
  version: version(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

/** 1 dropdown, 2 colour swatch, 3 photo swatch (spec 01 §3). */
export type VariationType = 1 | 2 | 3;

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    designerId: integer('designer_id').notNull().references(() => designers.id),
    titleTr: text('title_tr').notNull(),
    titleEn: text('title_en').notNull(),
    slugTr: text('slug_tr').notNull(),
    slugEn: text('slug_en').notNull(),
    mainPhoto: text('main_photo').notNull(),
    /** List price and selling price per currency; selling = list when there is no discount. */
    priceTry: money('price_try').notNull(),
    salePriceTry: money('sale_price_try').notNull(),
    priceUsd: money('price_usd').notNull(),
    salePriceUsd: money('sale_price_usd').notNull(),
    discountPercentage: smallint('discount_percentage').notNull().default(0),
    /** True when the product is sold as itself (no variations); its stock is `stock`. */
    isMainVariation: boolean('is_main_variation').notNull().default(true),
    stock: integer('stock').notNull().default(0),
    /**
     * Spec 01 §3's total stock (`stock` for a main variation, else the sum of the variations'), kept
     * by triggers (migration 0008) so that "in stock only" is a column test, not a sum per product.
     */
    totalStock: integer('total_stock').notNull().default(0),
    variationType: smallint('variation_type').$type<VariationType>(),
    variationNameTr: text('variation_name_tr'),
    variationNameEn: text('variation_name_en'),
    optionListNameTr: text('option_list_name_tr'),
    optionListNameEn: text('option_list_name_en'),
    isMustHave: boolean('is_must_have').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isFreeCargo: boolean('is_free_cargo').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    version: version(),
    /**
     * The filing's own version: saving the categories beside an open edit form must not make the
     * form's next save a 409, so the categories are versioned apart from the product's fields.
     */
    categoriesVersion: integer('categories_version').notNull().default(1),
    popularity: integer('popularity').notNull().default(0),
    /** Both titles folded (lib/shop/search-text.ts); the database keeps it current, search ranks title hits by it. */
    searchTitle: text('search_title')
      .notNull()
      .generatedAlwaysAs((): SQL => foldSql(sql`${products.titleTr} || ' ' || ${products.titleEn}`)),
    /**
     * Titles, designer name and category names (with their parents), folded: what a search matches.
     * Other tables feed it, so it cannot be generated: `refreshSearchDocuments` (services/search-index.ts)
     * rewrites it, and every write to those names calls it.
     */
    searchDocument: text('search_document').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_designer_idx').on(t.designerId),
    index('products_newest_idx').on(descending(t.createdAt), descending(t.id)),
    index('products_popular_idx').on(descending(t.popularity), descending(t.id)),
    index('products_price_try_idx').on(t.salePriceTry, t.id),
    index('products_price_usd_idx').on(t.salePriceUsd, t.id),
    // Migration 0008 adds products_listing_idx: (id) INCLUDE every listing filter and sort column,
    // which drizzle's index builder cannot say; category listings read it instead of the rows.
    index('products_featured_idx').on(t.id).where(sql`${t.isFeatured}`),
    index('products_title_tr_idx').on(sql`lower(${t.titleTr})`),
    index('products_title_en_idx').on(sql`lower(${t.titleEn})`),
    // The single-segment address `productdetail/{url}` looks a product up by either language's slug.
    index('products_slug_tr_idx').on(t.slugTr),
    index('products_slug_en_idx').on(t.slugEn),
    // Trigram indexes (pg_trgm): they serve the search's LIKE '%word%' on any part of a word.
    index('products_search_document_idx').using('gin', t.searchDocument.op('gin_trgm_ops')),
    index('products_search_title_idx').using('gin', t.searchTitle.op('gin_trgm_ops')),
  ],
);

/**
 * A product's HTML description in both languages, apart from the products table: it is most of a
 * product row's bytes and only the detail page reads it, while listings, counts and searches scan
 * products — a row a quarter the width is four times as many rows per page read.
 */
export const productDescriptions = pgTable('product_descriptions', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  descriptionTr: text('description_tr').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
});

/**
 * Every word of the products' search documents: where a mistyped word of a query finds the word
 * meant (services/search.ts). Written with the documents; a word no product uses any more only costs a row.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});

/**
 * Where a product is filed. Each row also carries its product's designer and popularity, copied by
 * triggers (migration 0011) so that a category's most popular pieces, or one designer's among them,
 * are the first entries of an index: the similar-products carousel reads ten entries instead of
 * looking up every product of the category.
 */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
    designerId: integer('designer_id').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.productId),
    index('product_categories_popular_idx').on(t.categoryId, descending(t.popularity), descending(t.productId)),
    index('product_categories_designer_popular_idx').on(t.categoryId, t.designerId, descending(t.popularity), descending(t.productId)),
  ],
);

/**
 * A category listing's rows: every active or inactive product of a category or of one of its children,
 * once, with each column a listing filters or sorts on. Kept by triggers from products, filings and
 * the category tree (migration 0025); never written by the code. A listing page and its count then read
 * one range of one index in the sort's order and stop early, instead of joining a category's hundred
 * thousand filings to the products (docs/adr/0058-a-million-products.md). The sort indexes carry the
 * filter columns (INCLUDE, which drizzle's index builder cannot say), so they live in the migration.
 */
export const categoryListings = pgTable(
  'category_listings',
  {
    categoryId: integer('category_id').notNull(),
    productId: integer('product_id').notNull(),
    designerId: integer('designer_id').notNull(),
    isActive: boolean('is_active').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    popularity: integer('popularity').notNull(),
    priceTry: money('price_try').notNull(),
    salePriceTry: money('sale_price_try').notNull(),
    priceUsd: money('price_usd').notNull(),
    salePriceUsd: money('sale_price_usd').notNull(),
    totalStock: integer('total_stock').notNull(),
    isFreeCargo: boolean('is_free_cargo').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.productId] }), index('category_listings_product_idx').on(t.productId)],
);

/**
 * How many active products each category's listing holds (category_listings' active rows), kept by
 * that table's own triggers (migration 0027): an unfiltered listing's count is one row, not a range.
 */
export const categoryListingCounts = pgTable('category_listing_counts', {
  categoryId: integer('category_id').primaryKey(),
  active: integer('active').notNull(),
});

export const productPhotos = pgTable(
  'product_photos',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    /** A colour or finish's own pictures belong to it; the product's general pictures have none. */
    variationId: integer('variation_id').references((): AnyPgColumn => productVariations.id, { onDelete: 'cascade' }),
    photoPath: text('photo_path').notNull(),
    /** What the picture shows, per language (an editor writes them with the upload). */
    altTr: text('alt_tr').notNull().default(''),
    altEn: text('alt_en').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('product_photos_product_idx').on(t.productId, t.sortOrder),
    // A variation's removal cascades here, and its gallery is read by it.
    index('product_photos_variation_idx').on(t.variationId),
  ],
);

export const productVariations = pgTable(
  'product_variations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    nameTr: text('name_tr').notNull(),
    nameEn: text('name_en').notNull(),
    stock: integer('stock').notNull().default(0),
    /** Null means the product's own prices apply. */
    priceTry: money('price_try'),
    salePriceTry: money('sale_price_try'),
    priceUsd: money('price_usd'),
    salePriceUsd: money('sale_price_usd'),
    fontColor: text('font_color'),
    photoPath: text('photo_path'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** A variation that orders name is switched off instead of deleted: the storefront no longer offers it. */
    isActive: boolean('is_active').notNull().default(true),
    version: version(),
  },
  (t) => [index('product_variations_product_idx').on(t.productId, t.sortOrder)],
);

export const productOptions = pgTable(
  'product_options',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    nameTr: text('name_tr').notNull(),
    nameEn: text('name_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_options_product_idx').on(t.productId, t.sortOrder)],
);

export const productLinkItems = pgTable(
  'product_link_items',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    linkedProductId: integer('linked_product_id').references(() => products.id, { onDelete: 'cascade' }),
    photoPath: text('photo_path').notNull(),
    url: text('url').notNull(),
    linkNameTr: text('link_name_tr').notNull(),
    linkNameEn: text('link_name_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_link_items_product_idx').on(t.productId)],
);

export const designerCategories = pgTable(
  'designer_categories',
  {
    designerId: integer('designer_id').notNull().references(() => designers.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.designerId, t.categoryId] }), uniqueIndex('designer_categories_category_idx').on(t.categoryId, t.designerId)],
);
