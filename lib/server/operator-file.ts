import 'server-only';
import { cookies } from 'next/headers';
import { isLocale, languageIdOf, type Locale } from '@/lib/shop/locale';
import { execute } from './api/execute';
import type { EndpointName, InputOf, OutputOf } from './api/registry';
import { OPERATOR_COOKIE } from './auth/operator-session';
import { SESSION_COOKIE } from './auth/session';

/**
 * A back-office file (a CV, a CSV export): the same registry entry as the pages read, with the
 * browser's cookies, but a refusal is an answer with its status (no operator 401, a shopper or
 * another role 403, an unknown record 404), never a redirect to a page. Never cached.
 */
export async function operatorFile<N extends EndpointName>(
  name: N,
  data: Omit<InputOf<N>, 'LanguageId'>,
  lang: string,
  answer: (output: OutputOf<N>, locale: Locale) => { body: BodyInit; type: string; fileName: string },
): Promise<Response> {
  const locale: Locale = isLocale(lang) ? lang : 'tr';
  const jar = await cookies();
  const { status, envelope } = await execute(name, { LanguageId: languageIdOf(locale), ...data }, {
    locale,
    sessionToken: jar.get(SESSION_COOKIE)?.value,
    operatorToken: jar.get(OPERATOR_COOKIE)?.value,
  });
  const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'X-Content-Type-Options': 'nosniff' };
  if (!envelope.succeeded) return new Response(envelope.message, { status, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
  const file = answer(envelope.data as OutputOf<N>, locale);
  return new Response(file.body, {
    status: 200,
    headers: { ...headers, 'Content-Type': file.type, 'Content-Disposition': `attachment; filename="${file.fileName}"` },
  });
}
