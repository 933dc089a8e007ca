import { imageBytes, imageTypeOf, MAX_IMAGE_BYTES, UPLOAD_TARGETS } from '../images';
import { isBase64 } from '../documents';
import { parseAmount } from '../money';
import { id, languageId, optionalId, version } from './common';
import { productPartsFields } from './catalogue-product-parts';
import { issue, yup } from './yup';

/** An amount as an editor types it ("1299.90", "1299,9"): at most two decimals; the service stores minor units. */
export const amount = () => yup.string().trim().required().test({ name: 'amount', message: issue('amount'), test: (value) => !value || (parseAmount(value) ?? 0) > 0 });
/** A sale price: an amount, and not above the price beside it (`priceField`). */
const saleAmount = (priceField: string) =>
  amount().test({
    name: 'salePrice',
    message: issue('salePrice'),
    test: (value, context) => {
      const sale = parseAmount(value ?? '');
      const price = parseAmount(String((context.parent as Record<string, unknown>)[priceField] ?? ''));
      return sale === null || price === null || sale <= price;
    },
  });
export const stock = () => yup.number().integer().min(0).max(1_000_000);
/** An address segment: what slugify makes of a title; an editor may set one, and it must be free. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = () => yup.string().trim().max(120).matches(SLUG_PATTERN, { message: issue('slug'), excludeEmptyString: true });
/** Rich text as the editor sends it; the service cleans it with the shop's one policy and says what it removed. */
const richText = () => yup.string().max(100_000).default('');
export const MAX_CSV_CHARS = 3_000_000;
/** A picture this shop stored (what the upload answered); nothing else may be attached to a record. */
export const UPLOADED_PHOTO = /^\/media\/uploads\/[a-zA-Z]+\/[0-9a-f-]{36}\/\d+\.webp$/;

export const STOCK_REASONS = ['received', 'counted', 'damaged'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
export const STOCK_STATES = ['in', 'low', 'out'] as const;
/** At or below this many, a product counts as running low. */
export const LOW_STOCK = 3;
export const CATALOGUE_PAGE_SIZE = 25;

export const catalogueProductsSchema = yup.object({
  LanguageId: languageId(),
  Q: yup.string().trim().max(100).nullable().optional(),
  DesignerId: optionalId(),
  CategoryId: optionalId(),
  Active: yup.string().oneOf(['yes', 'no']).nullable().optional(),
  Stock: yup.string().oneOf([...STOCK_STATES]).nullable().optional(),
  Discounted: yup.string().oneOf(['yes', 'no']).nullable().optional(),
  Page: yup.number().integer().min(1).max(100_000).default(1),
});
export type CatalogueProductFilters = yup.InferType<typeof catalogueProductsSchema>;

export const catalogueProductSchema = yup.object({ LanguageId: languageId(), ProductId: id().required() });

export const catalogueProductSaveSchema = yup.object({
  LanguageId: languageId(),
  ProductId: id().required(),
  /** The version the form was loaded at: a save from an older one is a 409. */
  Version: version().required(),
  TitleTr: yup.string().trim().min(2).max(200).required(),
  TitleEn: yup.string().trim().min(2).max(200).required(),
  SlugTr: slug().default(''),
  SlugEn: slug().default(''),
  DescriptionTr: richText(),
  DescriptionEn: richText(),
  PriceTry: amount(),
  SalePriceTry: saleAmount('PriceTry'),
  PriceUsd: amount(),
  SalePriceUsd: saleAmount('PriceUsd'),
  IsFreeCargo: yup.boolean().default(false),
  IsActive: yup.boolean().default(true),
  /** The product's own stock (one sold as itself); a product with variations keeps theirs below. */
  Stock: stock().required(),
  VariationStocks: yup.array(yup.object({ Id: id().required(), Stock: stock().required() })).max(200).default([]),
  ...productPartsFields,
});
export type CatalogueProductSave = yup.InferType<typeof catalogueProductSaveSchema>;

export const stockAdjustmentSchema = yup.object({
  LanguageId: languageId(),
  ProductId: id().required(),
  VariationId: optionalId(),
  /** How many came in (+) or went (−); the result may not be below zero. */
  Change: yup.number().integer().min(-1_000_000).max(1_000_000).required(),
  Reason: yup.string().oneOf([...STOCK_REASONS]).required(),
});

export const lowStockSchema = yup.object({ LanguageId: languageId(), Page: yup.number().integer().min(1).max(100_000).default(1) });

/** A picture as base64 in the JSON data (the registry's one body path, as for CVs), checked by its first bytes. */
export const imageUploadSchema = yup.object({
  LanguageId: languageId(),
  Target: yup.string().oneOf(Object.keys(UPLOAD_TARGETS) as (keyof typeof UPLOAD_TARGETS)[]).required(),
  File: yup
    .string()
    .required()
    .test({ name: 'fileSize', message: issue('fileSize'), params: { max: MAX_IMAGE_BYTES / 1024 / 1024 }, test: (value) => !value || !isBase64(value) || imageBytes(value) <= MAX_IMAGE_BYTES })
    .test({ name: 'imageType', message: issue('imageType'), test: (value) => !value || imageTypeOf(value) !== null }),
  AltTr: yup.string().trim().max(200).default(''),
  AltEn: yup.string().trim().max(200).default(''),
});

export const productPhotoSchema = yup.object({
  LanguageId: languageId(),
  ProductId: id().required(),
  VariationId: optionalId(),
  /** The path the upload answered (/media/uploads/…); only pictures this shop stored may be attached. */
  Path: yup.string().trim().matches(UPLOADED_PHOTO, { message: issue('type') }).required(),
  AltTr: yup.string().trim().max(200).default(''),
  AltEn: yup.string().trim().max(200).default(''),
});

/** The CSV import: a dry run (Apply false) answers each row's change or error; Apply true writes them all or nothing. */
export const csvImportSchema = yup.object({
  LanguageId: languageId(),
  Csv: yup.string().required().max(MAX_CSV_CHARS),
  Apply: yup.boolean().default(false),
});

export const csvExportSchema = yup.object({ LanguageId: languageId() });

/** The list's URL keys for its filters; a value the list does not know is left out rather than refused. */
export const PRODUCT_FILTER_KEYS = { Q: 'q', DesignerId: 'designer', CategoryId: 'category', Active: 'active', Stock: 'stock', Discounted: 'discounted', Page: 'page' } as const;

export function productFiltersFromQuery(query: Readonly<Record<string, string | string[] | undefined>>): Omit<CatalogueProductFilters, 'LanguageId'> {
  const picked: Record<string, unknown> = {};
  for (const [field, key] of Object.entries(PRODUCT_FILTER_KEYS)) {
    const value = query[key];
    if (typeof value !== 'string' || !value.trim()) continue;
    try {
      catalogueProductsSchema.validateSyncAt(field, { [field]: value });
      picked[field] = value;
    } catch {
      // an unknown state or a made-up page: the list shows as if it were not there
    }
  }
  return catalogueProductsSchema.omit(['LanguageId']).cast(picked);
}

/** The URL query of these filters (empty ones and page 1 left out). */
export function queryOfProductFilters(filters: Partial<Omit<CatalogueProductFilters, 'LanguageId'>>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [field, key] of Object.entries(PRODUCT_FILTER_KEYS)) {
    const value = filters[field as keyof typeof PRODUCT_FILTER_KEYS];
    if (value === null || value === undefined || value === '' || (field === 'Page' && value === 1)) continue;
    query[key] = String(value);
  }
  return query;
}
