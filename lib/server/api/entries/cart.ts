import { yup } from '@/lib/shop/validation/yup';
import { anonymousId, optionalId } from '@/lib/shop/validation/common';
import { cartCount } from '../../services/cart';
import { endpoint } from '../endpoint';
import { ApiError } from '../../errors';

export const cartEntries = {
  /** A member's count comes from the session; a UserId in the body must be the caller's own. */
  'get-cart-count': endpoint({
    input: yup.object({ UserId: optionalId(), AnonymousUserId: anonymousId() }),
    auth: 'public',
    handler: async ({ UserId, AnonymousUserId }, { db, user }) => {
      if (UserId != null && !user) throw new ApiError('login_required');
      if (UserId != null && UserId !== user?.userId) throw new ApiError('forbidden');
      if (user) return cartCount(db, { userId: user.userId });
      return cartCount(db, AnonymousUserId ? { anonymousId: AnonymousUserId } : null);
    },
  }),
};
