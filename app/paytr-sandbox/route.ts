import { getDb } from '@/lib/server/db/client';
import { sandboxCredentials } from '@/lib/server/payments/paytr';
import { sandboxErrorPage, sandboxPage } from '@/lib/server/payments/sandbox-page';
import { sandboxEnabled, startSandbox } from '@/lib/server/payments/sandbox';
import { formFields, HTML_HEADERS, notFound } from './respond';

/**
 * The checkout's hidden form lands here while no PayTR credentials are set, as it would on
 * PayTR's page: the token is checked and the 3-D Secure page shown. With credentials set the
 * sandbox does not exist.
 */
export async function POST(request: Request) {
  if (!sandboxEnabled()) return notFound();
  const fields = await formFields(request);
  if (!fields) return new Response('Bad request', { status: 400 });
  const started = await startSandbox(fields, await sandboxCredentials(await getDb()));
  if (!started.ok) return new Response(sandboxErrorPage(started.locale, started.reason), { status: 400, headers: HTML_HEADERS });
  return new Response(sandboxPage(started.id, started.session), { status: 200, headers: HTML_HEADERS });
}
