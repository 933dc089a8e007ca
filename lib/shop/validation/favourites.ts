import { anonymousId, countryId, id, languageId, optionalId } from './common';
import { yup } from './yup';

/** Whose favourites: the member (the session; a UserId must be the caller's own) or the anonymous id. */
const owner = { UserId: optionalId(), AnonymousUserId: anonymousId() };

/** /add-favourite (spec 01 §7): the product and, when it has variations, the chosen one. */
export const addFavouriteSchema = yup.object({ LanguageId: languageId(), ProductId: id().required(), VariationId: optionalId(), ...owner });

/** /delete-favourite: a favourite is one per product, so the product names it. */
export const deleteFavouriteSchema = yup.object({ LanguageId: languageId(), ProductId: id().required(), ...owner });

/** /get-favorite-ids: UserId or null, plus the visitor's anonymous id. */
export const favouriteIdsSchema = yup.object({ LanguageId: languageId(), ...owner });

/** /favorite-products (favorilerim): the session's member; prices follow the language, the country is checked. */
export const favouriteProductsSchema = yup.object({ LanguageId: languageId(), CountryId: countryId() });

/** /clear-favourite-products: the session's member, nothing else (the spec's `CurrenUser` is dropped). */
export const clearFavouritesSchema = yup.object({ LanguageId: languageId() });
