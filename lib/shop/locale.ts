export const locales = ['tr', 'en'] as const;
export type Locale = (typeof locales)[number];
export type LanguageId = 1 | 2;

/** The stored choice: cookie `lang` (mirrored in localStorage `lang`). */
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export const isLocale = (value: unknown): value is Locale => value === 'tr' || value === 'en';

/** Turkish is LanguageId 1; every other language is 2. */
export const languageIdOf = (locale: Locale): LanguageId => (locale === 'tr' ? 1 : 2);
export const localeOfLanguageId = (id: number): Locale => (id === 1 ? 'tr' : 'en');

export function localeOfPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : null;
}

/** The same page in another language: swaps (or adds) the prefix, keeps the rest. */
export function localizedPath(pathname: string, locale: Locale): string {
  const rest = localeOfPath(pathname) ? pathname.split('/').slice(2).join('/') : pathname.replace(/^\//, '');
  return rest ? `/${locale}/${rest}` : `/${locale}`;
}

/** The path without its language prefix, as /get-seo-tag-data expects it. */
export function unprefixedPath(pathname: string): string {
  return localeOfPath(pathname) ? `/${pathname.split('/').slice(2).join('/')}` : pathname || '/';
}
