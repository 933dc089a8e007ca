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
      headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
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
