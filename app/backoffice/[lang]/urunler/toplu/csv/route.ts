import { cookies } from 'next/headers';
import { execute } from '@/lib/server/api/execute';
import { OPERATOR_COOKIE } from '@/lib/server/auth/operator-session';
import { SESSION_COOKIE } from '@/lib/server/auth/session';
import { isLocale, languageIdOf, localizedPath } from '@/lib/shop/locale';
import { operatorRoutes } from '@/lib/shop/routes';

/**
 * /yonetim/urunler/toplu/csv: every product and variation with prices and stock, as a CSV download
 * the import reads back. The registry entry decides who may have it (editors and owners).
 */
export async function GET(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  const locale = isLocale(lang) ? lang : 'tr';
  const jar = await cookies();
  const { status, envelope } = await execute('catalogue-csv-export', { LanguageId: languageIdOf(locale) }, {
    locale,
    sessionToken: jar.get(SESSION_COOKIE)?.value,
    operatorToken: jar.get(OPERATOR_COOKIE)?.value,
  });
  if (status === 401 || status === 403) return Response.redirect(new URL(localizedPath(operatorRoutes.signIn(), locale), request.url), 303);
  if (!envelope.succeeded) return new Response(envelope.message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  const day = new Date().toISOString().slice(0, 10);
  // The byte-order mark tells spreadsheet programs the file is UTF-8; the import skips it.
  return new Response(`\uFEFF${(envelope.data as { Csv: string }).Csv}`, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="catalogue-${day}.csv"`, 'Cache-Control': 'no-store' },
  });
}
