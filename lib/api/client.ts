import { isLocale, languageIdOf, type Locale } from '@/lib/shop/locale';
import { appRoutes } from '@/lib/shop/routes';
import type { EndpointName, Envelope, InputOf, OutputOf } from './contract';
import { emitApiError } from './events';

const base = () => (process.env.NEXT_PUBLIC_SHOP_API_URL ?? '').replace(/\/$/, '');

/** The page's language: the <html lang> the server rendered. */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLocale(lang) ? lang : 'tr';
}

/**
 * The page's language first (the answer's language), then the browser's own tags at lower weight:
 * the server reads the shopper's country from their region (`en-GB` → GB, issue 20), which the
 * page's bare `en` does not carry.
 */
export function acceptLanguage(locale: Locale): string {
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages.filter((tag) => tag !== locale).slice(0, 4);
  return [locale, ...browser.map((tag, index) => `${tag};q=${(0.9 - index * 0.1).toFixed(1)}`)].join(', ');
}

/**
 * The one fetch wrapper of spec 01 §7: the envelope, Accept-Language and LanguageId on every call,
 * the session cookie sent along, the error modal on a refused call (unless silent), and network
 * exceptions swallowed (answered with null) as the spec asks; an aborted call answers null too.
 */
export async function callApi<N extends EndpointName>(
  name: N,
  data: InputOf<N>,
  options: { silent?: boolean; locale?: Locale; signal?: AbortSignal } = {},
): Promise<Envelope<OutputOf<N>> | null> {
  const locale = options.locale ?? pageLocale();
  let envelope: Envelope<OutputOf<N>>;
  try {
    const response = await fetch(`${base()}${appRoutes.api(name)}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': acceptLanguage(locale) },
      body: JSON.stringify({ Checker: true, data: { LanguageId: languageIdOf(locale), ...data } }),
      signal: options.signal,
    });
    envelope = await response.json();
  } catch {
    return null;
  }
  if (!envelope.succeeded && !options.silent) emitApiError({ message: envelope.message, code: envelope.code });
  return envelope;
}
