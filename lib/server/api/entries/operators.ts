import {
  auditLogSchema,
  operatorChangePasswordSchema,
  operatorCodeSchema,
  operatorEmptySchema,
  operatorLinkSchema,
  operatorLoginSchema,
  operatorSetPasswordSchema,
  operatorSignOutSchema,
} from '@/lib/shop/validation/operators';
import { clearedOperatorCookie, type OperatorActor } from '../../auth/operator-session';
import { ApiError } from '../../errors';
import { changeOperatorPassword, confirmTwoFactor, setPasswordFromLink, setPasswordLink, startTwoFactor, whoAmI } from '../../services/operators/accounts';
import { auditPage } from '../../services/operators/audit';
import { signInOperator, signOutOperator } from '../../services/operators/sign-in';
import { endpoint, Reply } from '../endpoint';
import { refuseFields } from '../field-errors';
import { limitWrongPasswords } from '../wrong-passwords';

const TEN_MINUTES = 600;

/** The dispatcher sets the operator of every 'operator' call; a handler never runs without one. */
export const signedIn = (operator: OperatorActor | null) => {
  if (!operator) throw new ApiError('login_required');
  return operator;
};

/** The back-office's own account calls: sign-in, setup, sign-out and the audit log (issue 22). */
export const operatorAccountEntries = {
  'operator-login': endpoint({
    input: operatorLoginSchema,
    auth: 'public',
    startsSession: true,
    // The shop's limiter, as for shoppers: a few tries per address, fewer wrong ones per account from it.
    rateLimit: { ip: { limit: 20, windowSeconds: TEN_MINUTES } },
    handler: async (input, { db, ip, locale, setCookie }) => {
      const result = await limitWrongPasswords(`operator:${input.Email}`, ip, () => signInOperator(db, input));
      if (result.outcome === 'code-needed') refuseFields(locale, { Code: 'totpCode' });
      if (result.outcome !== 'signed-in') return null;
      setCookie(result.cookie);
      return { Next: result.next };
    },
  }),
  'operator-logout': endpoint({
    input: operatorSignOutSchema,
    auth: 'operator',
    roles: ['staff', 'editor'],
    duringSetup: true,
    handler: async ({ Everywhere }, { db, operator, setCookie }) => {
      await signOutOperator(db, signedIn(operator), Everywhere);
      setCookie(clearedOperatorCookie());
      return null;
    },
  }),
  'operator-me': endpoint({
    input: operatorEmptySchema,
    auth: 'operator',
    roles: ['staff', 'editor'],
    duringSetup: true,
    handler: async (_input, { operator }) => whoAmI(signedIn(operator)),
  }),
  'operator-change-password': endpoint({
    input: operatorChangePasswordSchema,
    auth: 'operator',
    roles: ['staff', 'editor'],
    duringSetup: true,
    rateLimit: { ip: { limit: 10, windowSeconds: TEN_MINUTES } },
    handler: async ({ OldPassword, Password }, { db, operator }) => {
      await changeOperatorPassword(db, signedIn(operator), OldPassword, Password);
      return new Reply(null, 'password_changed');
    },
  }),
  'operator-password-link': endpoint({
    input: operatorLinkSchema,
    auth: 'public',
    rateLimit: { ip: { limit: 30, windowSeconds: TEN_MINUTES } },
    handler: async ({ Code }, { db }) => setPasswordLink(db, Code),
  }),
  'operator-set-password': endpoint({
    input: operatorSetPasswordSchema,
    auth: 'public',
    rateLimit: { ip: { limit: 10, windowSeconds: TEN_MINUTES } },
    handler: async ({ Code, Password }, { db }) => {
      await setPasswordFromLink(db, Code, Password);
      return new Reply(null, 'password_changed');
    },
  }),
  'operator-two-factor-start': endpoint({
    input: operatorEmptySchema,
    auth: 'operator',
    roles: ['staff', 'editor'],
    duringSetup: true,
    handler: async (_input, { db, operator }) => startTwoFactor(db, signedIn(operator)),
  }),
  'operator-two-factor-confirm': endpoint({
    input: operatorCodeSchema,
    auth: 'operator',
    roles: ['staff', 'editor'],
    duringSetup: true,
    rateLimit: { ip: { limit: 10, windowSeconds: TEN_MINUTES } },
    handler: async ({ Code }, { db, operator }) => {
      await confirmTwoFactor(db, signedIn(operator), Code);
      return null;
    },
  }),
  'operator-audit-log': endpoint({
    input: auditLogSchema,
    auth: 'operator',
    roles: [],
    handler: async ({ Before }, { db }) => auditPage(db, Before),
  }),
};
