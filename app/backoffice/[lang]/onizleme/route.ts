import { draftMode } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { currentOperator } from '@/lib/server/operator-page';
import { PREVIEW_ROLES } from '@/lib/server/preview';
import { isLocale, localizedPath } from '@/lib/shop/locale';
import { roleAllows } from '@/lib/shop/operators/roles';
import { routes, storefrontPathOf } from '@/lib/shop/routes';
import { operatorRoutes } from '@/lib/shop/operator-routes';

export const dynamic = 'force-dynamic';

/**
 * /yonetim/onizleme?to=/tr: an editor's preview of unpublished content (docs/adr/0056). Only a
 * signed-in editor (or the owner) turns draft mode on; anyone else is sent to sign in. `to` must be
 * a storefront page of this site (never another host, never the back-office), else the home page.
 */
export async function GET(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  const operator = await currentOperator(lang);
  if (!operator || operator.PendingSetup || !roleAllows(operator.Role, PREVIEW_ROLES)) redirect(localizedPath(operatorRoutes.signIn(), lang));
  (await draftMode()).enable();
  redirect(storefrontPathOf(new URL(request.url).searchParams.get('to')) ?? localizedPath(routes.home(), lang));
}
