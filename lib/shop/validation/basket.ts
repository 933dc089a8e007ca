import { id, languageId, optionalId, shopper } from './common';
import { countryField } from './place';
import { yup } from './yup';

/** More than any one shopper orders of a piece; the stock check refuses far earlier. */
export const MAX_QUANTITY = 999;
/** Option names are short labels (spec 01 §3 OptionList). */
const MAX_OPTION_LENGTH = 200;
/** Discount codes are short words people type; anything longer names no code. */
export const MAX_DISCOUNT_CODE_LENGTH = 40;

/** /add-to-cart (issue 7): the piece, its variation and option, how many, and whose basket. */
export const addToBasketSchema = yup.object({
  LanguageId: languageId(),
  ProductId: id().required(),
  VariationId: optionalId(),
  Option: yup.string().trim().max(MAX_OPTION_LENGTH).nullable().optional(),
  Quantity: yup.number().integer().min(1).max(MAX_QUANTITY).required(),
  ...shopper,
});

/** /get-cart-products (spec 02 §7): the basket's lines in the caller's language and currency, cargo for the delivery country (Türkiye when not given). */
export const basketSchema = yup.object({ LanguageId: languageId(), CountryId: countryField(), ...shopper });

/** /get-cart-prices: the totals, with the discount of a code when one is given. */
export const basketPricesSchema = basketSchema.shape({
  DiscountCode: yup.string().trim().max(MAX_DISCOUNT_CODE_LENGTH).nullable().optional(),
});

/**
 * A basket line: its Id, as /get-cart-products lists it, or, as the spec's call table sends it, its
 * ProductId with the line's VariationId (the server refuses these when they name more than one
 * line). The Id, when sent, decides; other keys of the spec's payload are ignored.
 */
const line = {
  LanguageId: languageId(),
  Id: id().when('ProductId', { is: (productId: unknown) => productId == null, then: (schema) => schema.required() }),
  ProductId: id().optional(),
  VariationId: optionalId(),
  ...shopper,
};

/** /change-cart-quantity: the line's new quantity, at least 1; the server holds it to the stock. */
export const changeQuantitySchema = yup.object({ ...line, Quantity: yup.number().integer().min(1).max(MAX_QUANTITY).required() });

/** The spec's "same plus Id": here the Id names the line and VariationId the variation it moves to. */
const namedLine = { LanguageId: languageId(), Id: id().required(), ...shopper };

/** /change-cart-variation: another variation of the line's product, keeping the line's quantity unless one is given. */
export const changeVariationSchema = yup.object({
  ...namedLine,
  VariationId: id().required(),
  Quantity: yup.number().integer().min(1).max(MAX_QUANTITY).optional(),
});

/** /remove-cart-product: the line to take out. */
export const removeLineSchema = yup.object(line);

/** /clear-cart and /check-cart-stock name only the basket. */
export const wholeBasketSchema = yup.object({ LanguageId: languageId(), ...shopper });
