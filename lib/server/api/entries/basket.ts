import { yup } from '@/lib/shop/validation/yup';
import {
  addToBasketSchema, basketPricesSchema, basketSchema, changeQuantitySchema, changeVariationSchema, removeLineSchema, wholeBasketSchema,
} from '@/lib/shop/validation/basket';
import { countryId, languageId, shopper } from '@/lib/shop/validation/common';
import { basketOf, basketPrices, changeQuantity, changeVariation, checkBasketStock, clearBasket, menuBasket, removeLine } from '../../services/basket';
import { addToBasket, basketCount } from '../../services/basket-store';
import { basketSuggestions } from '../../services/basket-suggestions';
import { endpoint, Reply } from '../endpoint';
import { basketOwnerOf, ownerOf } from '../owner';

/** Changes a person makes by hand, a few a minute; as with add-to-cart, a script filling or probing baskets meets the limit. */
const BY_HAND = {
  ip: { limit: 60, windowSeconds: 60 },
  key: { limit: 30, windowSeconds: 60, of: ({ AnonymousUserId }: { AnonymousUserId?: string | null }) => AnonymousUserId },
};

/** Spec 01 §7's and spec 02 §7's basket calls. The basket is per shopper and never cached, so none of them invalidates anything. */
export const basketEntries = {
  'get-cart-count': endpoint({
    input: yup.object(shopper),
    auth: 'public',
    handler: async ({ UserId, AnonymousUserId }, { db, user }) => basketCount(db, ownerOf(UserId, AnonymousUserId, user)),
  }),
  /** Issue 7: the basket lives in the database under the member or the anonymous id; the server checks stock. */
  'add-to-cart': endpoint({
    input: addToBasketSchema,
    auth: 'public',
    // A person adds a few pieces a minute; a script filling baskets meets the limit.
    rateLimit: { ip: { limit: 60, windowSeconds: 60 }, key: { limit: 30, windowSeconds: 60, of: ({ AnonymousUserId }) => AnonymousUserId } },
    handler: async ({ ProductId, VariationId, Option, Quantity, UserId, AnonymousUserId }, { db, user }) => {
      const added = await addToBasket(db, basketOwnerOf(UserId, AnonymousUserId, user), { productId: ProductId, variationId: VariationId, option: Option, quantity: Quantity });
      return new Reply(added, 'added_to_cart');
    },
  }),
  /** Spec 01 §7: the header basket popover's lines and total. */
  'get-menu-cart': endpoint({
    input: yup.object({ LanguageId: languageId(), CountryId: countryId(), ...shopper }),
    auth: 'public',
    handler: async ({ UserId, AnonymousUserId }, { db, locale, user }) => menuBasket(db, locale, ownerOf(UserId, AnonymousUserId, user)),
  }),
  /** Spec 02 §7: the basket page's lines (with each product's variations) and totals. */
  'get-cart-products': endpoint({
    input: basketSchema,
    auth: 'public',
    handler: async ({ UserId, AnonymousUserId, CountryId }, { db, locale, user }) => basketOf(db, locale, ownerOf(UserId, AnonymousUserId, user), CountryId),
  }),
  /** The basket page's slider: pieces of the basket's categories and designers, none already in it. */
  'get-cart-suggestions': endpoint({
    input: basketSchema,
    auth: 'public',
    handler: async ({ UserId, AnonymousUserId }, { db, locale, user }) => ({ List: await basketSuggestions(db, locale, ownerOf(UserId, AnonymousUserId, user)) }),
  }),
  /** The totals; with a DiscountCode, its discount, or its refusal (unknown, expired, below minimum, used up). */
  'get-cart-prices': endpoint({
    input: basketPricesSchema,
    auth: 'public',
    // Each try of a code is a call: the key limit keeps guessing codes slow.
    rateLimit: BY_HAND,
    handler: async ({ UserId, AnonymousUserId, DiscountCode, CountryId }, { db, locale, user }) =>
      basketPrices(db, locale, ownerOf(UserId, AnonymousUserId, user), DiscountCode, user ? { userId: user.userId } : undefined, CountryId),
  }),
  'change-cart-quantity': endpoint({
    input: changeQuantitySchema,
    auth: 'public',
    rateLimit: BY_HAND,
    handler: async ({ Quantity, UserId, AnonymousUserId, ...line }, { db, user }) =>
      new Reply(await changeQuantity(db, basketOwnerOf(UserId, AnonymousUserId, user), line, Quantity), 'cart_updated'),
  }),
  'change-cart-variation': endpoint({
    input: changeVariationSchema,
    auth: 'public',
    rateLimit: BY_HAND,
    handler: async ({ Id, VariationId, Quantity, UserId, AnonymousUserId }, { db, user }) =>
      new Reply(await changeVariation(db, basketOwnerOf(UserId, AnonymousUserId, user), Id, VariationId, Quantity), 'cart_updated'),
  }),
  'remove-cart-product': endpoint({
    input: removeLineSchema,
    auth: 'public',
    rateLimit: BY_HAND,
    handler: async ({ UserId, AnonymousUserId, ...line }, { db, user }) =>
      new Reply(await removeLine(db, basketOwnerOf(UserId, AnonymousUserId, user), line), 'cart_line_removed'),
  }),
  'clear-cart': endpoint({
    input: wholeBasketSchema,
    auth: 'public',
    rateLimit: BY_HAND,
    handler: async ({ UserId, AnonymousUserId }, { db, user }) => new Reply(await clearBasket(db, ownerOf(UserId, AnonymousUserId, user)), 'cart_cleared'),
  }),
  /** Before checkout: which lines ask for more than the stock now holds (an empty basket is refused). */
  'check-cart-stock': endpoint({
    input: wholeBasketSchema,
    auth: 'public',
    rateLimit: BY_HAND,
    handler: async ({ UserId, AnonymousUserId }, { db, locale, user }) => checkBasketStock(db, locale, ownerOf(UserId, AnonymousUserId, user)),
  }),
};
