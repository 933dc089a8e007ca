import { addFavouriteSchema, clearFavouritesSchema, deleteFavouriteSchema, favouriteIdsSchema, favouriteProductsSchema } from '@/lib/shop/validation/favourites';
import { addFavourite, clearFavourites, deleteFavourite, favouriteIds, favouriteProducts } from '../../services/favourites';
import { ApiError } from '../../errors';
import { endpoint, Reply } from '../endpoint';
import { memberId, ownerOf } from '../owner';

/** A person toggles a few hearts a minute; a script filling lists meets the limit. */
const rateLimit = { ip: { limit: 60, windowSeconds: 60 } };

/** Spec 01 §4 "Favourites" (issue 7): per member or anonymous visitor, never in a cached page. */
export const favouriteEntries = {
  'get-favorite-ids': endpoint({
    input: favouriteIdsSchema,
    auth: 'public',
    handler: async ({ UserId, AnonymousUserId }, { db, user }) => favouriteIds(db, ownerOf(UserId, AnonymousUserId, user)),
  }),
  'add-favourite': endpoint({
    input: addFavouriteSchema,
    auth: 'public',
    rateLimit,
    handler: async ({ ProductId, VariationId, UserId, AnonymousUserId }, { db, user }) => {
      const owner = ownerOf(UserId, AnonymousUserId, user);
      // Nobody to keep it for: neither a member nor a visitor's anonymous id.
      if (!owner) throw new ApiError('login_required');
      return addFavourite(db, owner, { productId: ProductId, variationId: VariationId });
    },
  }),
  'delete-favourite': endpoint({
    input: deleteFavouriteSchema,
    auth: 'public',
    rateLimit,
    handler: async ({ ProductId, UserId, AnonymousUserId }, { db, user }) => {
      const owner = ownerOf(UserId, AnonymousUserId, user);
      if (!owner) throw new ApiError('login_required');
      return deleteFavourite(db, owner, ProductId);
    },
  }),
  /** The favourites page (favorilerim, spec 01 §4): a member's list, never a visitor's. */
  'favorite-products': endpoint({
    input: favouriteProductsSchema,
    auth: 'member',
    handler: async (_input, { db, locale, user }) => favouriteProducts(db, locale, memberId(user)),
  }),
  'clear-favourite-products': endpoint({
    input: clearFavouritesSchema,
    auth: 'member',
    handler: async (_input, { db, user }) => {
      await clearFavourites(db, memberId(user));
      return new Reply(null, 'favourites_cleared');
    },
  }),
};
