import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { cache } from 'react';
import { roleAllows, type OperatorRole } from '@/lib/shop/operators/roles';
import { OPERATOR_COOKIE, readOperatorSession } from './auth/operator-session';
import { getDb } from './db/client';

/**
 * An editor's preview of unpublished content on the storefront, through Next's draft mode
 * (docs/adr/0056). The preview route (app/backoffice/[lang]/onizleme) turns it on for a signed-in
 * editor; Next then renders every page per request and never stores it (its page cache, and so our
 * cacheHandler, are skipped), the front cache passes the draft cookie through (lib/server/http/front-cache.ts),
 * and `read()` neither reads nor writes the shop's read cache. Any editor screen (slider, blog, pages)
 * uses the same route and the `preview` flag its services receive.
 */

/** Who may preview: the content editors (the owner may do everything). */
export const PREVIEW_ROLES: readonly OperatorRole[] = ['editor'];

/** Whether this request is in draft mode: it renders fresh, uncached, noindex, with the preview bar. */
export async function inDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    // Outside a request (a script, a job): no browser, so no preview.
    return false;
  }
}

/**
 * Whether this render shows unpublished records: draft mode and, still, a signed-in editor. The
 * draft cookie outlives a sign-out; then the page stays uncached but shows what shoppers see.
 * Once per render.
 */
export const inPreview = cache(async (): Promise<boolean> => {
  if (!(await inDraftMode())) return false;
  const operator = await readOperatorSession(await getDb(), (await cookies()).get(OPERATOR_COOKIE)?.value);
  return Boolean(operator && !operator.pendingSetup && roleAllows(operator.role, PREVIEW_ROLES));
});
