import { eq } from 'drizzle-orm';
import { localeOfLanguageId } from '@/lib/shop/locale';
import { hashPassword } from '../../auth/password';
import { endSessionsOf } from '../../auth/session';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { accountLink, accountMail, logLinkWithoutMail } from '../../mail/account-mails';
import { deliverSoon } from '../../mail/outbox-worker';
import { enqueueMail } from '../outbox';
import { consumeCode, issueCode, peekCode } from './codes';
import { userByEmail } from './members';

/** Spec 02 §5 "forgot password": a link for a known address; an unknown one gets the same answer and no mail. */
export async function sendPasswordReset(db: Db, email: string) {
  const user = await userByEmail(db, email);
  if (!user) return;
  const locale = localeOfLanguageId(user.languageId);
  const link = await db.transaction(async (tx) => {
    const url = accountLink('passwordReset', await issueCode(tx, 'passwordReset', user.id), locale);
    await enqueueMail(tx, accountMail('passwordReset', { email: user.email, name: user.nameSurname }, url, locale));
    return url;
  });
  logLinkWithoutMail('passwordReset', user.email, link);
  void deliverSoon();
}

/** The reset page asks whether its link still serves before showing the form. */
export async function passwordResetRequest(db: Db, code: string) {
  return { Code: code, UserId: await peekCode(db, 'passwordReset', code) };
}

/**
 * The new password, for the member the code belongs to; the code is used up in the same
 * transaction and every session of the member ends (whoever knew the old password is out).
 */
export async function resetPassword(db: Db, input: { UserId: number; Code: string; Password: string }) {
  const passwordHash = await hashPassword(input.Password);
  await db.transaction(async (tx) => {
    const userId = await consumeCode(tx, 'passwordReset', input.Code, input.UserId);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await endSessionsOf(tx, userId);
  });
}
