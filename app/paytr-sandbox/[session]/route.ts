import { getDb } from '@/lib/server/db/client';
import { callerOrigin, selfOrigin } from '@/lib/server/http/origin';
import { sandboxCredentials } from '@/lib/server/payments/paytr';
import { sandboxErrorPage } from '@/lib/server/payments/sandbox-page';
import { decide, sandboxEnabled } from '@/lib/server/payments/sandbox';
import { localizedPath } from '@/lib/shop/locale';
import { appRoutes, routes } from '@/lib/shop/routes';
import { formFields, HTML_HEADERS, notFound } from '../respond';

type Params = { params: Promise<{ session: string }> };

/** Only the shop's own pages, at the address this browser reached it: the return addresses arrive unsigned in the form. */
function ownUrl(candidate: string, request: Request, fallback: string): string {
  const own = callerOrigin((name) => request.headers.get(name) ?? undefined);
  try {
    const url = new URL(candidate);
    if (url.origin === own) return url.toString();
  } catch {
    // Not a URL at all: the fallback below.
  }
  return new URL(fallback, own).toString();
}

/**
 * Approve or Decline on the 3-D Secure page: the sandbox sends PayTR's notification to this
 * shop's /api/paytr/callback over HTTP (form-encoded, correctly signed) at the address the server
 * listens on (behind an HTTPS proxy the public address is not this process's), then sends the
 * browser to the ok or fail page, which never mark an order paid themselves.
 */
export async function POST(request: Request, { params }: Params) {
  if (!sandboxEnabled()) return notFound();
  const fields = await formFields(request);
  const outcome = await decide((await params).session, fields?.decision === 'approve', await sandboxCredentials(await getDb()));
  if (!outcome) return new Response(sandboxErrorPage('tr', 'expired'), { status: 410, headers: HTML_HEADERS });
  const callback = new URL(appRoutes.paytrCallback(), selfOrigin());
  try {
    const answer = await fetch(callback, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(outcome.notification).toString(),
    });
    const text = await answer.text();
    if (text !== 'OK') console.error(`[paytr-sandbox] the shop answered the notification with ${answer.status} ${text.slice(0, 80)}`);
  } catch (error) {
    console.error('[paytr-sandbox] the notification could not be sent', error);
  }
  const target = outcome.success
    ? ownUrl(outcome.okUrl, request, localizedPath(routes.paymentSuccess(), outcome.locale))
    : ownUrl(outcome.failUrl, request, localizedPath(routes.paymentFailure(outcome.notification.merchant_oid), outcome.locale));
  return new Response(null, { status: 303, headers: { Location: target, 'Cache-Control': 'no-store' } });
}
