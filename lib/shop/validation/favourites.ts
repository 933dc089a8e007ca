import { countryId, id, languageId, optionalId, shopper } from './common';
import { yup } from './yup';

/** /add-favourite (spec 01 §7): the product and, when it has variations, the chosen one. */
export const addFavouriteSchema = yup.object({ LanguageId: languageId(), ProductId: id().required(), VariationId: optionalId(), ...shopper });

/** /delete-favourite: a favourite is one per product, so the product names it. */
export const deleteFavouriteSchema = yup.object({ LanguageId: languageId(), ProductId: id().required(), ...shopper });

/** /get-favorite-ids: UserId or null, plus the visitor's anonymous id. */
export const favouriteIdsSchema = yup.object({ LanguageId: languageId(), ...shopper });

/** /favorite-products (favorilerim): the session's member; prices follow the language, the country is checked. */
export const favouriteProductsSchema = yup.object({ LanguageId: languageId(), CountryId: countryId() });

/** /clear-favourite-products: the session's member, nothing else (the spec's `CurrenUser` is dropped). */
export const clearFavouritesSchema = yup.object({ LanguageId: languageId() });
