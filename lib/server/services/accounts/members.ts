import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError } from '../../errors';

/** What the browser keeps of its member (localStorage CurrentUser): a display hint, never trusted. */
export interface Member {
  UserId: number;
  NameSurname: string;
  Email: string;
  Phone: string;
}

export const memberOf = (user: { id: number; nameSurname: string; email: string; phone: string }): Member => ({
  UserId: user.id,
  NameSurname: user.nameSurname,
  Email: user.email,
  Phone: user.phone,
});

/** Emails are one account whatever their case (the unique index is on lower(email)). */
export const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email.trim()})`;

export async function userByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(sameEmail(email));
  return user ?? null;
}

export async function memberById(db: Db, userId: number): Promise<Member> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError('login_required');
  return memberOf(user);
}

/** A UserId in the body names the caller, or the call is refused: the session alone says who that is. */
export function assertOwnId(userId: number | null | undefined, sessionUserId: number) {
  if (userId != null && userId !== sessionUserId) throw new ApiError('forbidden');
}
