import Negotiator from 'negotiator';
import { isLocale, localeOfPath, type Locale } from './locale';

/**
 * A Turkish browser (its preferred language is tr or tr-XX) gets tr; any other gets en.
 * Apart from locale.ts so the header parser stays out of client bundles (only the proxy and the
 * API dispatcher resolve languages from requests).
 */
export function browserLocale(acceptLanguage: string | null | undefined): Locale {
  const [preferred] = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).languages();
  return preferred?.toLowerCase().split('-')[0] === 'tr' ? 'tr' : 'en';
}

export type LocaleSource = 'path' | 'cookie' | 'browser';

/** Spec 01 §2: first URL segment, else the stored choice, else the browser language. */
export function resolveLocale(input: {
  pathname: string;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): { locale: Locale; source: LocaleSource } {
  const fromPath = localeOfPath(input.pathname);
  if (fromPath) return { locale: fromPath, source: 'path' };
  if (isLocale(input.cookie)) return { locale: input.cookie, source: 'cookie' };
  return { locale: browserLocale(input.acceptLanguage), source: 'browser' };
}
