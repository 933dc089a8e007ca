import { addFavouriteSchema, deleteFavouriteSchema, favouriteIdsSchema } from '@/lib/shop/validation/favourites';
import { addFavourite, deleteFavourite, favouriteIds } from '../../services/favourites';
import { ApiError } from '../../errors';
import { endpoint } from '../endpoint';
import { ownerOf } from '../owner';

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
};
