import type { SessionUser } from '../auth/session';
import { ApiError } from '../errors';
import type { ShopperOwner } from '../services/shopper';

/**
 * Whose basket or favourites a call is about: the session's member (a UserId in the body must be
 * the caller's own), else the anonymous id the visitor sent, else nobody.
 */
export function ownerOf(UserId: number | null | undefined, AnonymousUserId: string | null | undefined, user: SessionUser | null): ShopperOwner | null {
  if (UserId != null && !user) throw new ApiError('login_required');
  if (UserId != null && UserId !== user?.userId) throw new ApiError('forbidden');
  if (user) return { userId: user.userId };
  return AnonymousUserId ? { anonymousId: AnonymousUserId } : null;
}

/** A call that changes or orders a basket needs somebody's: with neither a member nor an anonymous id there is none. */
export function basketOwnerOf(UserId: number | null | undefined, AnonymousUserId: string | null | undefined, user: SessionUser | null): ShopperOwner {
  const owner = ownerOf(UserId, AnonymousUserId, user);
  if (!owner) throw new ApiError('cart_not_found');
  return owner;
}

/** The member of a `auth: 'member'` call: the dispatcher has refused a call without one, this says so to the types. */
export function memberId(user: SessionUser | null): number {
  if (!user) throw new ApiError('login_required');
  return user.userId;
}

/** The member of a `auth: 'member'` call whose body may carry the spec's UserId: it must be the caller's own (else 403). */
export function ownMemberId(UserId: number | null | undefined, user: SessionUser | null): number {
  const id = memberId(user);
  if (UserId != null && UserId !== id) throw new ApiError('forbidden');
  return id;
}
