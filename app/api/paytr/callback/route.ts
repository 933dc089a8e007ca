import { getDb } from '@/lib/server/db/client';
import { handlePaytrNotification } from '@/lib/server/services/checkout/card';

/**
 * PayTR's payment notification (its "Bildirim URL"): form-encoded, from PayTR's servers, so no
 * session, no CSRF check and none of the API's JSON envelope. PayTR resends until the body is
 * exactly `OK`; a notification whose hash does not verify is a 400 and changes nothing.
 */
export async function POST(request: Request) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return new Response('bad request', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string' && key.length <= 64 && Object.keys(fields).length < 40) fields[key] = value.slice(0, 2000);
  const outcome = await handlePaytrNotification(await getDb(), fields);
  return outcome === 'ok'
    ? new Response('OK', { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
    : new Response('bad hash', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}
