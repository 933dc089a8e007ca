import { verifyPassword } from '../../auth/password';
import { createSession, endSession, type SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { ApiError } from '../../errors';
import { mergeAnonymousBasket } from '../basket-merge';
import { mergeAnonymousFavourites } from '../favourites';
import { memberOf, userByEmail, type Member } from './members';

export interface LoginInput {
  Email: string;
  Password: string;
  AnonymousUserId?: string | null;
}

/**
 * Spec 01 §5 login. An unknown email and a wrong password are one refusal and take as long (the
 * unknown one is checked against a dummy hash); only the right password learns the account waits
 * for activation. A fresh session every time, and the visitor's basket and favourites join the
 * member's in the same transaction.
 */
export async function logIn(db: Db, input: LoginInput): Promise<{ member: Member; cookie: Awaited<ReturnType<typeof createSession>> }> {
  const user = await userByEmail(db, input.Email);
  const matches = await verifyPassword(user?.passwordHash, input.Password);
  if (!user || !matches) throw new ApiError('invalid_credentials');
  if (!user.isActive) throw new ApiError('account_not_active');
  const cookie = await db.transaction(async (tx) => {
    if (input.AnonymousUserId) {
      await mergeAnonymousBasket(tx, input.AnonymousUserId, user.id);
      await mergeAnonymousFavourites(tx, input.AnonymousUserId, user.id);
    }
    return createSession(tx, user.id);
  });
  return { member: memberOf(user), cookie };
}

/** The session behind the cookie ends on the server; the cookie is cleared by the caller either way. */
export async function logOut(db: Db, user: SessionUser | null) {
  if (user) await endSession(db, user.sessionId);
}
