import {
  changePasswordSchema,
  emailOnlySchema,
  loginSchema,
  mailedCodeSchema,
  memberSchema,
  personalInfoSchema,
  registerSchema,
  resetPasswordSchema,
} from '@/lib/shop/validation/account';
import { clearedSessionCookie } from '../../auth/session';
import { ApiError } from '../../errors';
import { logIn, logOut } from '../../services/accounts/login';
import { assertOwnId, memberById } from '../../services/accounts/members';
import { passwordResetRequest, resetPassword, sendPasswordReset } from '../../services/accounts/password-reset';
import { changePassword, changePersonalInformation } from '../../services/accounts/profile';
import { activate, register, resendActivation } from '../../services/accounts/registration';
import { endpoint, Reply } from '../endpoint';
import { limitWrongPasswords } from '../wrong-passwords';

const TEN_MINUTES = 600;
const HOUR = 3600;
const emailKey = ({ Email }: { Email: string }) => Email.trim().toLowerCase();

/** The session proves the member; handlers of member calls never run without one. */
const member = (user: { userId: number; sessionId: number } | null) => {
  if (!user) throw new ApiError('login_required');
  return user;
};

/** The account calls of spec 01 §5/§7 and spec 02 §5–§6 (issue 9's agreed contract). */
export const accountEntries = {
  register: endpoint({
    input: registerSchema,
    auth: 'public',
    // A household signs up once or twice; a run of sign-ups from one address is a script.
    rateLimit: { ip: { limit: 10, windowSeconds: HOUR } },
    handler: async (input, { db }) => {
      await register(db, input);
      return new Reply(null, 'activation_mail_sent');
    },
  }),
  'get-activation-data': endpoint({
    input: mailedCodeSchema,
    auth: 'public',
    handler: async ({ Guid }, { db }) => {
      await activate(db, Guid);
      return new Reply(null, 'account_activated');
    },
  }),
  'resend-activation': endpoint({
    input: emailOnlySchema,
    auth: 'public',
    rateLimit: { ip: { limit: 10, windowSeconds: HOUR }, key: { limit: 3, windowSeconds: HOUR, of: emailKey } },
    handler: async ({ Email }, { db }) => {
      await resendActivation(db, Email);
      return new Reply(null, 'activation_mail_resent');
    },
  }),
  login: endpoint({
    input: loginSchema,
    auth: 'public',
    startsSession: true,
    // Guessing passwords: a few tries per address over all accounts, and a few wrong ones per account from it.
    rateLimit: { ip: { limit: 20, windowSeconds: TEN_MINUTES } },
    handler: async (input, { db, ip, setCookie }) => {
      const { member: User, cookie } = await limitWrongPasswords(input.Email, ip, () => logIn(db, input));
      setCookie(cookie);
      return { User };
    },
  }),
  logout: endpoint({
    input: memberSchema,
    auth: 'public',
    handler: async (_input, { db, user, setCookie }) => {
      await logOut(db, user);
      setCookie(clearedSessionCookie());
      return null;
    },
  }),
  'reload-user': endpoint({
    input: memberSchema,
    auth: 'member',
    handler: async ({ UserId }, { db, user }) => {
      const { userId } = member(user);
      assertOwnId(UserId, userId);
      return { User: await memberById(db, userId) };
    },
  }),
  'send-forgot-password-mail': endpoint({
    input: emailOnlySchema,
    auth: 'public',
    rateLimit: { ip: { limit: 10, windowSeconds: HOUR }, key: { limit: 3, windowSeconds: HOUR, of: emailKey } },
    handler: async ({ Email }, { db }) => {
      await sendPasswordReset(db, Email);
      return new Reply(null, 'password_reset_mail_sent');
    },
  }),
  'get-forgot-password-data': endpoint({
    input: mailedCodeSchema,
    auth: 'public',
    handler: async ({ Guid }, { db }) => passwordResetRequest(db, Guid),
  }),
  'forgot-set-newpass': endpoint({
    input: resetPasswordSchema,
    auth: 'public',
    rateLimit: { ip: { limit: 10, windowSeconds: TEN_MINUTES } },
    handler: async (input, { db }) => {
      await resetPassword(db, input);
      return new Reply(null, 'password_changed');
    },
  }),
  'change-personal-information': endpoint({
    input: personalInfoSchema,
    auth: 'member',
    handler: async (input, { db, user }) => new Reply({ User: await changePersonalInformation(db, member(user).userId, input) }, 'personal_information_saved'),
  }),
  'update-my-password': endpoint({
    input: changePasswordSchema,
    auth: 'member',
    handler: async (input, { db, user }) => {
      await changePassword(db, member(user), input);
      return new Reply(null, 'password_changed');
    },
  }),
};
