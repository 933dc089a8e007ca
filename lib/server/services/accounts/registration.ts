import { and, eq, sql } from 'drizzle-orm';
import type { InferType } from 'yup';
import { localeOfLanguageId } from '@/lib/shop/locale';
import type { registerSchema } from '@/lib/shop/validation/account';
import { hashPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { accountLink, accountMail, logLinkWithoutMail, signInLink } from '../../mail/account-mails';
import { deliverSoon } from '../../mail/outbox-worker';
import { enqueueMail } from '../outbox';
import { consumeCode, issueCode } from './codes';
import { userByEmail } from './members';

/** The unique index on lower(email) met by two sign-ups of one address at once. */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && ((error as { code?: unknown }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

/** Queues the activation mail of a member in their language, inside the caller's transaction; answers the link. */
async function queueActivation(tx: Db, user: { id: number; email: string; nameSurname: string; languageId: number }) {
  const locale = localeOfLanguageId(user.languageId);
  const link = accountLink('activation', await issueCode(tx, 'activation', user.id), locale);
  await enqueueMail(tx, accountMail('activation', { email: user.email, name: user.nameSurname }, link, locale));
  return link;
}

/** Mail leaves once the transaction that queued it is committed. */
function announce(email: string, link: string, kind: 'activation' | 'signUpAgain' = 'activation') {
  logLinkWithoutMail(kind, email, link);
  void deliverSoon();
}

type Account = typeof users.$inferSelect;

/**
 * A sign-up with an address that already has an account: its owner is told by mail (sign in, or
 * reset the password), or gets a new activation link while the account still waits for one.
 */
async function mailKnownOwner(db: Db, user: Account) {
  if (!user.isActive) return resendActivation(db, user.email);
  const locale = localeOfLanguageId(user.languageId);
  const link = signInLink(locale);
  await enqueueMail(db, accountMail('signUpAgain', { email: user.email, name: user.nameSurname }, link, locale));
  announce(user.email, link, 'signUpAgain');
}

/**
 * Spec 02 §5 sign-up: an inactive account, its activation code and the mail with the link, in one
 * transaction. The member's mails come in the language they signed up in. A known address gets
 * the same answer, and the same hashing work, so the form cannot tell who has an account; its
 * owner hears of it by mail instead (as forgot-password does).
 */
export async function register(db: Db, input: InferType<typeof registerSchema>) {
  const passwordHash = await hashPassword(input.Password);
  const known = await userByEmail(db, input.Email);
  if (known) return mailKnownOwner(db, known);
  try {
    const { email, link } = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: input.Email, nameSurname: input.Name, phone: input.Phone, passwordHash, languageId: input.LanguageId })
        .returning();
      return { email: user.email, link: await queueActivation(tx, user) };
    });
    announce(email, link);
  } catch (error) {
    const raced = isUniqueViolation(error) ? await userByEmail(db, input.Email) : undefined;
    if (!raced) throw error;
    await mailKnownOwner(db, raced);
  }
}

/** The mailed link's code activates its account, once. */
export async function activate(db: Db, code: string) {
  await db.transaction(async (tx) => {
    const userId = await consumeCode(tx, 'activation', code);
    await tx.update(users).set({ isActive: true, activatedAt: sql`coalesce(${users.activatedAt}, now())` }).where(eq(users.id, userId));
  });
}

/** A new activation mail for an account still waiting; for any other address nothing happens, and the caller cannot tell. */
export async function resendActivation(db: Db, email: string) {
  const user = await userByEmail(db, email);
  if (!user || user.isActive) return;
  const link = await db.transaction(async (tx) => {
    const [waiting] = await tx.select().from(users).where(and(eq(users.id, user.id), eq(users.isActive, false)));
    return waiting ? queueActivation(tx, waiting) : null;
  });
  if (link) announce(user.email, link);
}
