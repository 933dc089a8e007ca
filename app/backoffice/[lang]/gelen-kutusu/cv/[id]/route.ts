import { operatorFile } from '@/lib/server/operator-file';
import { parseRouteId } from '@/lib/shop/route-params';

export const dynamic = 'force-dynamic';

/** A career application's CV, to operators only: an attachment of its stored type, from the private store. */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  return operatorFile('operator-cv', { Id: parseRouteId(id) ?? 0 }, lang, (cv) => ({ body: Buffer.from(cv.Base64, 'base64'), type: cv.ContentType, fileName: cv.FileName }));
}
