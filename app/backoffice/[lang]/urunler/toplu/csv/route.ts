import { operatorFile } from '@/lib/server/operator-file';

export const dynamic = 'force-dynamic';

/**
 * /yonetim/urunler/toplu/csv: every product and variation with prices and stock, as a CSV download
 * the import reads back (UTF-8 with a byte-order mark, which the import skips). The registry entry
 * decides who may have it (editors and owners).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return operatorFile('catalogue-csv-export', {}, lang, ({ Csv }) => ({
    body: `\uFEFF${Csv}`,
    type: 'text/csv; charset=utf-8',
    fileName: `catalogue-${new Date().toISOString().slice(0, 10)}.csv`,
  }));
}
