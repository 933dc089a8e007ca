import { anonymousId, email, id, languageId, optionalId, phone } from './common';
import { issue, yup } from './yup';

/** The server's password rule (spec 02 §5: "length 8 to 20 per server messages"). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const NAME_MIN = 2;
export const NAME_MAX = 100;

/** Passwords are taken as typed: no trimming, a space is a character. */
const newPassword = () => yup.string().required().min(PASSWORD_MIN).max(PASSWORD_MAX);
/** A password to check, not to set: older rules may have allowed others, so only a sane bound. */
const givenPassword = () => yup.string().required().max(128);
const repeatOf = (field: string) => yup.string().required().oneOf([yup.ref(field)], issue('passwordsMatch'));
const name = () => yup.string().trim().required().min(NAME_MIN).max(NAME_MAX);
/** A code from a mailed link (activation, password reset): opaque to the browser. */
const mailedCode = () => yup.string().trim().required().max(128);

/** /register and the sign-up form (uyeol): both consent boxes must be ticked (spec 02 §5). */
export const registerSchema = yup.object({
  LanguageId: languageId(),
  Name: name(),
  Email: email(),
  Phone: phone().required(),
  Password: newPassword(),
  RePassword: repeatOf('Password'),
  TermsAccepted: yup.boolean().required(issue('terms')).oneOf([true], issue('terms')),
  KvkkAccepted: yup.boolean().required(issue('terms')).oneOf([true], issue('terms')),
});

/** /login (modal and siparisodeme): no client rules beyond presence (spec 01 §5). */
export const loginSchema = yup.object({
  LanguageId: languageId(),
  Email: yup.string().trim().required().max(254),
  Password: givenPassword(),
  AnonymousUserId: anonymousId(),
});

/** /get-activation-data and /get-forgot-password-data: the code of the mailed link. */
export const mailedCodeSchema = yup.object({ LanguageId: languageId(), Guid: mailedCode() });

/** /send-forgot-password-mail and /resend-activation: one address. */
export const emailOnlySchema = yup.object({ LanguageId: languageId(), Email: email() });

/** /forgot-set-newpass and the reset page (sifremiunuttum): new and repeat must match. */
export const resetPasswordSchema = yup.object({
  LanguageId: languageId(),
  UserId: id().required(),
  Code: mailedCode(),
  Password: newPassword(),
  RePassword: repeatOf('Password'),
});

/** /change-personal-information (profilim): the email is shown, not changed here. */
export const personalInfoSchema = yup.object({ LanguageId: languageId(), NameSurname: name(), Phone: phone().required() });

/** /update-my-password (profilim's password panel). */
export const changePasswordSchema = yup.object({
  LanguageId: languageId(),
  OldPassword: givenPassword(),
  Password: newPassword(),
  RePassword: repeatOf('Password'),
});

/** /reload-user and /logout: the session names the member; a UserId must be the caller's own. */
export const memberSchema = yup.object({ LanguageId: languageId(), UserId: optionalId() });
