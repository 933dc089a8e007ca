import { localizedPath, type Locale } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import { siteUrl } from '../seo/site';
import type { OutgoingMail } from '../services/outbox';
import { escapeHtml } from './html';
import { mailText } from './texts';
import { mailUrl } from './transport';

export type AccountMailKind = 'activation' | 'passwordReset';

/** The absolute link of a mailed code, in the member's language. */
export const accountLink = (kind: AccountMailKind, code: string, locale: Locale) =>
  new URL(localizedPath(routes[kind](code), locale), siteUrl()).toString();

/** The sign-in page, in the member's language: where a member who tried to sign up again belongs. */
export const signInLink = (locale: Locale) => new URL(localizedPath(routes.checkoutSignIn(), locale), siteUrl()).toString();

/**
 * Activation, password-reset and "you already have an account" mails: one greeting, one paragraph,
 * one button, one "not you?" line.
 */
export function accountMail(kind: AccountMailKind | 'signUpAgain', to: { email: string; name: string }, link: string, locale: Locale): OutgoingMail {
  const t = mailText(locale);
  const greeting = t(`${kind}.greeting`, { name: to.name });
  const body = t(`${kind}.body`);
  const action = t(`${kind}.action`);
  const ignore = t(`${kind}.ignore`);
  const html = [
    `<div lang="${locale}">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(ignore)}</p>`,
    '</div>',
  ].join('\n');
  return { to: to.email, subject: t(`${kind}.subject`), text: [greeting, '', body, '', `${action}: ${link}`, '', ignore].join('\n'), html, locale };
}

const LOG_NAMES: Record<AccountMailKind | 'signUpAgain', string> = { activation: 'activation', passwordReset: 'password reset', signUpAgain: 'sign-up of a known address, sign-in' };

/** With no SMTP configured, a newcomer running the shop locally still needs the link: it goes to the server log. */
export function logLinkWithoutMail(kind: AccountMailKind | 'signUpAgain', email: string, link: string) {
  if (!mailUrl()) console.info(`[mail] ${LOG_NAMES[kind]} link for ${email}: ${link}`);
}
