import { defineRouting } from 'next-intl/routing';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE, locales } from '@/lib/shop/locale';

export const routing = defineRouting({
  locales,
  // Used only when nothing else matches: any non-Turkish browser gets English.
  defaultLocale: 'en',
  localePrefix: 'always',
  localeCookie: { name: LANG_COOKIE, maxAge: LANG_COOKIE_MAX_AGE, sameSite: 'lax' },
  // The proxy resolves unprefixed paths itself (spec 01 §2); next-intl keeps the cookie in step.
  localeDetection: true,
  // The pages' own hreflang tags (x-default → /en) are the one source; no second set in a Link header.
  alternateLinks: false,
});
