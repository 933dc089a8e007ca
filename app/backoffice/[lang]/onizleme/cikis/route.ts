import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { isLocale, localizedPath } from '@/lib/shop/locale';
import { routes, storefrontPathOf } from '@/lib/shop/routes';

export const dynamic = 'force-dynamic';

/**
 * /yonetim/onizleme/cikis?to=/tr/fashion: draft mode off (anyone may leave it), back to the page the
 * preview bar was on, now as shoppers see it (from the caches again).
 */
export async function GET(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  (await draftMode()).disable();
  redirect(storefrontPathOf(new URL(request.url).searchParams.get('to')) ?? localizedPath(routes.home(), isLocale(lang) ? lang : 'tr'));
}
