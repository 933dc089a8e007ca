import { OPERATOR_ROLES } from '../operators/roles';
import { email, id, languageId } from './common';
import { issue, yup } from './yup';

/** Back-office passwords guard every order and customer: longer than a shopper's. */
export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_PASSWORD_MAX = 128;

const newPassword = () => yup.string().required().min(OPERATOR_PASSWORD_MIN).max(OPERATOR_PASSWORD_MAX);
const repeatOf = (field: string) => yup.string().required().oneOf([yup.ref(field)], issue('passwordsMatch'));
/** Six digits from an authenticator app; spaces people type between the groups are dropped. */
const totpCode = () => yup.string().transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value)).matches(/^\d{6}$/, { message: issue('totpCode'), excludeEmptyString: true });

/** operator-login and the sign-in page (yonetim/giris): the code only once the server asks for it. */
export const operatorLoginSchema = yup.object({
  LanguageId: languageId(),
  Email: yup.string().trim().required().max(254),
  Password: yup.string().required().max(OPERATOR_PASSWORD_MAX),
  Code: totpCode().nullable().optional(),
});

/** Calls that take nothing but the language. */
export const operatorEmptySchema = yup.object({ LanguageId: languageId() });

/** operator-sign-out: this browser, or every session of the operator. */
export const operatorSignOutSchema = yup.object({ LanguageId: languageId(), Everywhere: yup.boolean().default(false) });

/** The one-time link's code (yonetim/sifre/{code}). */
export const operatorLinkSchema = yup.object({ LanguageId: languageId(), Code: yup.string().trim().required().max(128) });

export const operatorSetPasswordSchema = yup.object({
  LanguageId: languageId(),
  Code: yup.string().trim().required().max(128),
  Password: newPassword(),
  RePassword: repeatOf('Password'),
});

/** The first sign-in's new password (and any later change): the current one, then the new one twice. */
export const operatorChangePasswordSchema = yup.object({
  LanguageId: languageId(),
  OldPassword: yup.string().required().max(OPERATOR_PASSWORD_MAX),
  Password: newPassword(),
  RePassword: repeatOf('Password'),
});

export const operatorCodeSchema = yup.object({ LanguageId: languageId(), Code: totpCode().required() });

/** The audit log, a page at a time: `Before` is the last id of the page already shown. */
export const auditLogSchema = yup.object({ LanguageId: languageId(), Before: id().nullable().optional() });

/** `npm run operator -- add EMAIL --role ROLE` checks its arguments with the same rules. */
export const operatorAddSchema = yup.object({ email: email(), role: yup.string().required().oneOf([...OPERATOR_ROLES]) });
