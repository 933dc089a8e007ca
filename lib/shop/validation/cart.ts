import { anonymousId, id, languageId, optionalId } from './common';
import { yup } from './yup';

/** More than any one shopper orders of a piece; the stock check refuses far earlier. */
export const MAX_QUANTITY = 999;
/** Option names are short labels (spec 01 §3 OptionList). */
const MAX_OPTION_LENGTH = 200;

/** /add-to-cart (issue 7): the piece, its variation and option, how many, and whose basket. */
export const addToCartSchema = yup.object({
  LanguageId: languageId(),
  ProductId: id().required(),
  VariationId: optionalId(),
  Option: yup.string().trim().max(MAX_OPTION_LENGTH).nullable().optional(),
  Quantity: yup.number().integer().min(1).max(MAX_QUANTITY).required(),
  UserId: optionalId(),
  AnonymousUserId: anonymousId(),
});
