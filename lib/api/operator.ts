import { languageIdOf } from '@/lib/shop/locale';
import { callApi, pageLocale } from './client';
import type { InputOf } from './contract';

/**
 * The back-office's calls, typed once: its forms and buttons call these. Every call is silent; the
 * form shows a refusal beside its field or in the error modal.
 */
type Without<N extends Parameters<typeof callApi>[0]> = Omit<InputOf<N>, 'LanguageId'>;

const silent = { silent: true } as const;
const inPageLanguage = <T extends object>(input: T) => ({ ...input, LanguageId: languageIdOf(pageLocale()) });

export const operatorLogin = (input: Without<'operator-login'>) => callApi('operator-login', inPageLanguage(input), silent);
export const operatorLogout = (Everywhere: boolean) => callApi('operator-logout', { Everywhere }, silent);
export const operatorSetPassword = (input: Without<'operator-set-password'>) => callApi('operator-set-password', inPageLanguage(input), silent);
export const operatorChangePassword = (input: Without<'operator-change-password'>) => callApi('operator-change-password', inPageLanguage(input), silent);
export const operatorTwoFactorStart = () => callApi('operator-two-factor-start', {}, silent);
export const operatorTwoFactorConfirm = (input: Without<'operator-two-factor-confirm'>) => callApi('operator-two-factor-confirm', inPageLanguage(input), silent);
