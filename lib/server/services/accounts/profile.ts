import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/password';
import { endSessionsOf, type SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError } from '../../errors';
import { memberOf, type Member } from './members';

/** Spec 02 §6 profile: name and phone; the email is the account and stays. */
export async function changePersonalInformation(db: Db, userId: number, input: { NameSurname: string; Phone: string }): Promise<Member> {
  const [user] = await db.update(users).set({ nameSurname: input.NameSurname, phone: input.Phone, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  if (!user) throw new ApiError('login_required');
  return memberOf(user);
}

/** The current password proves the person at the keyboard; the member's other sessions end, this one stays. */
export async function changePassword(db: Db, session: SessionUser, input: { OldPassword: string; Password: string }) {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, session.userId));
  if (!(await verifyPassword(user?.passwordHash, input.OldPassword))) throw new ApiError('old_password_wrong');
  const passwordHash = await hashPassword(input.Password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, session.userId));
    await endSessionsOf(tx, session.userId, session.sessionId);
  });
}
