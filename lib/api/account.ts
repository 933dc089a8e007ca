import { getAnonymousId } from './anonymous';
import { languageIdOf } from '@/lib/shop/locale';
import { callApi, pageLocale } from './client';
import type { Envelope, InputOf } from './contract';
import { forgetMember } from './member';

/**
 * The account calls of issue 9, typed once: components call these, never `callApi` with an account
 * name. Every call is silent; the forms decide how a refusal is shown (beside a field, in a modal).
 */
type Without<N extends Parameters<typeof callApi>[0], K extends string> = Omit<InputOf<N>, K | 'LanguageId'>;

const silent = { silent: true } as const;

/**
 * A form sends its schema's cast values, which carry the schema's default LanguageId (Turkish); the
 * page's language must win, or an English visitor's activation and reset mails come in Turkish.
 */
const inPageLanguage = <T extends object>(input: T) => ({ ...input, LanguageId: languageIdOf(pageLocale()) });

/** A member call answered 401: the stored member is stale (the session ended), so the header forgets it. */
async function asMember<T>(pending: Promise<Envelope<T> | null>) {
  const reply = await pending;
  if (reply && !reply.succeeded && reply.code === 'login_required') forgetMember();
  return reply;
}

export const register = (input: Without<'register', never>) => callApi('register', inPageLanguage(input), silent);
export const activate = (Guid: string) => callApi('get-activation-data', { Guid }, silent);
export const resendActivation = (Email: string) => callApi('resend-activation', { Email }, silent);
/** The visitor's anonymous id goes along, so the server merges the guest basket and favourites into the member's. */
export const login = (input: Without<'login', 'AnonymousUserId'>) => callApi('login', inPageLanguage({ ...input, AnonymousUserId: getAnonymousId() }), silent);
export const logout = () => callApi('logout', {}, silent);
export const sendForgotPasswordMail = (Email: string) => callApi('send-forgot-password-mail', { Email }, silent);
export const forgotPasswordData = (Guid: string) => callApi('get-forgot-password-data', { Guid }, silent);
export const setNewPassword = (input: Without<'forgot-set-newpass', never>) => callApi('forgot-set-newpass', inPageLanguage(input), silent);
export const reloadUser = () => asMember(callApi('reload-user', {}, silent));
export const changePersonalInformation = (input: Without<'change-personal-information', never>) => asMember(callApi('change-personal-information', inPageLanguage(input), silent));
export const updateMyPassword = (input: Without<'update-my-password', never>) => asMember(callApi('update-my-password', inPageLanguage(input), silent));
