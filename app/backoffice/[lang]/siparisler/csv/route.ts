import { operatorFile } from '@/lib/server/operator-file';
import { filtersFromQuery } from '@/lib/shop/validation/operator-orders';

export const dynamic = 'force-dynamic';

/**
 * /yonetim/siparisler/csv?…: the list's orders under the same filters, as a CSV download (UTF-8
 * with a byte-order mark, so spreadsheet programs read ç, ğ, ı, ş). The registry entry decides who
 * may have it (staff and owners).
 */
export async function GET(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  const filters = filtersFromQuery(Object.fromEntries(new URL(request.url).searchParams));
  return operatorFile('operator-orders-export', filters, lang, ({ Csv }) => ({
    body: `\uFEFF${Csv}`,
    type: 'text/csv; charset=utf-8',
    fileName: `orders-${new Date().toISOString().slice(0, 10)}.csv`,
  }));
}
