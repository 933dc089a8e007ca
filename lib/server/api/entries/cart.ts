import { yup } from '@/lib/shop/validation/yup';
import { addToCartSchema } from '@/lib/shop/validation/cart';
import { anonymousId, countryId, languageId, optionalId } from '@/lib/shop/validation/common';
import { menuCart } from '../../services/basket';
import { addToCart, cartCount } from '../../services/cart';
import { ownerOf } from '../owner';
import { endpoint, Reply } from '../endpoint';
import { ApiError } from '../../errors';

export const cartEntries = {
  'get-cart-count': endpoint({
    input: yup.object({ UserId: optionalId(), AnonymousUserId: anonymousId() }),
    auth: 'public',
    handler: async ({ UserId, AnonymousUserId }, { db, user }) => cartCount(db, ownerOf(UserId, AnonymousUserId, user)),
  }),
  /** Issue 7: the basket lives in the database under the member or the anonymous id; the server checks stock. */
  'add-to-cart': endpoint({
    input: addToCartSchema,
    auth: 'public',
    // A person adds a few pieces a minute; a script filling baskets meets the limit.
    rateLimit: { ip: { limit: 60, windowSeconds: 60 }, key: { limit: 30, windowSeconds: 60, of: ({ AnonymousUserId }) => AnonymousUserId } },
    handler: async ({ ProductId, VariationId, Option, Quantity, UserId, AnonymousUserId }, { db, user }) => {
      const owner = ownerOf(UserId, AnonymousUserId, user);
      if (!owner) throw new ApiError('cart_not_found');
      const added = await addToCart(db, owner, { productId: ProductId, variationId: VariationId, option: Option, quantity: Quantity });
      return new Reply(added, 'added_to_cart');
    },
  }),
  /** Spec 01 §7: the header basket popover's lines and total. */
  'get-menu-cart': endpoint({
    input: yup.object({ LanguageId: languageId(), CountryId: countryId(), UserId: optionalId(), AnonymousUserId: anonymousId() }),
    auth: 'public',
    handler: async ({ UserId, AnonymousUserId }, { db, locale, user }) => menuCart(db, locale, ownerOf(UserId, AnonymousUserId, user)),
  }),
};
