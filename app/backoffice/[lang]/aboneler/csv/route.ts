import { operatorFile } from '@/lib/server/operator-file';
import { csvOf } from '@/lib/shop/csv';

export const dynamic = 'force-dynamic';

/** The newsletter's subscribers as CSV (UTF-8 with a BOM, so spreadsheet programs read Turkish letters right). */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return operatorFile('operator-subscribers-export', {}, lang, (rows) => ({
    body: '\uFEFF' + csvOf(['email', 'language', 'subscribed_at'], rows.map((row) => [row.Email, row.LanguageId === 1 ? 'tr' : 'en', row.CreatedAt])),
    type: 'text/csv; charset=utf-8',
    fileName: 'vitrin-subscribers.csv',
  }));
}
