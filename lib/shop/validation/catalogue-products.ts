import { parseAmount } from '../money';
import { amount, stock, UPLOADED_PHOTO } from './catalogue-editing';
import { id, languageId, optionalId, version } from './common';
import { issue, yup } from './yup';

const uploaded = () => yup.string().trim().matches(UPLOADED_PHOTO, { message: issue('type'), excludeEmptyString: true }).default('');
/** An amount that may be left empty (a variation without a price of its own takes the product's). */
const ownAmount = () => yup.string().trim().default('').test({ name: 'amount', message: issue('amount'), test: (value) => !value || (parseAmount(value) ?? 0) > 0 });
/** A variation's own sale price: only beside its own price, and not above it. */
const ownSale = (priceField: string) =>
  ownAmount().test({
    name: 'salePrice',
    message: issue('salePrice'),
    test: (value, context) => {
      if (!value) return true;
      const price = parseAmount(String((context.parent as Record<string, unknown>)[priceField] ?? ''));
      const sale = parseAmount(value);
      return price !== null && sale !== null && sale <= price;
    },
  });

/**
 * A new product: its titles, designer and prices; the slugs follow the titles. It may start
 * active only with a picture, since every list shows its main photo.
 */
export const catalogueProductCreateSchema = yup.object({
  LanguageId: languageId(),
  TitleTr: yup.string().trim().min(2).max(200).required(),
  TitleEn: yup.string().trim().min(2).max(200).required(),
  DesignerId: id().required(),
  PriceTry: amount(),
  PriceUsd: amount(),
  IsActive: yup.boolean().default(false),
  MainPhoto: uploaded().test({
    name: 'photoNeeded',
    message: issue('photoNeeded'),
    test: (value, context) => Boolean(value) || !(context.parent as { IsActive?: boolean }).IsActive,
  }),
});
export type CatalogueProductCreate = yup.InferType<typeof catalogueProductCreateSchema>;

/**
 * One variation, new (no VariationId) or edited (with its version). Stock is given once, at its
 * creation: after that it is the product form's and the audited adjustments', so two screens never
 * write it from different loads.
 */
export const catalogueVariationSaveSchema = yup.object({
  LanguageId: languageId(),
  ProductId: id().required(),
  VariationId: optionalId(),
  Version: version().nullable().optional(),
  NameTr: yup.string().trim().min(1).max(80).required(),
  NameEn: yup.string().trim().min(1).max(80).required(),
  Stock: stock().default(0),
  PriceTry: ownAmount(),
  SalePriceTry: ownSale('PriceTry'),
  PriceUsd: ownAmount(),
  SalePriceUsd: ownSale('PriceUsd'),
  /** A colour swatch's colour, as #rrggbb (type 2). */
  FontColor: yup.string().trim().matches(/^#[0-9a-fA-F]{6}$/, { message: issue('type'), excludeEmptyString: true }).default(''),
});
export type CatalogueVariationSave = yup.InferType<typeof catalogueVariationSaveSchema>;

/** Removes a variation; one that orders name is switched off instead. */
export const catalogueVariationRemoveSchema = yup.object({
  LanguageId: languageId(),
  ProductId: id().required(),
  VariationId: id().required(),
  Version: version().required(),
});

/** A gallery picture's alt texts and the variation it belongs to (none: the product's general gallery). */
export const catalogueProductPhotoEditSchema = yup.object({
  LanguageId: languageId(),
  ProductId: id().required(),
  PhotoId: id().required(),
  VariationId: optionalId(),
  AltTr: yup.string().trim().max(200).default(''),
  AltEn: yup.string().trim().max(200).default(''),
});

/** The gallery's order: each of the product's photos once. */
export const catalogueProductPhotoDeleteSchema = yup.object({ LanguageId: languageId(), ProductId: id().required(), PhotoId: id().required() });

export const catalogueProductPhotoOrderSchema = yup.object({
  LanguageId: languageId(),
  ProductId: id().required(),
  PhotoIds: yup.array(id().required()).min(1).max(200).required(),
});

/**
 * What the linked-items picker asks for: part of a title or a SKU typed, or a list of SKUs pasted
 * (as the old text field took them); the product being edited is never offered.
 */
export const catalogueProductSuggestionsSchema = yup.object({
  LanguageId: languageId(),
  ProductId: optionalId(),
  Q: yup.string().trim().min(1).max(400).required(),
});
export type CatalogueProductSuggestionsQuery = yup.InferType<typeof catalogueProductSuggestionsSchema>;
