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
