import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import { languageIdOf, localizedPath } from '@/lib/shop/locale';
import { parseRouteSlug } from '@/lib/shop/route-params';
import { openPage, type LangPageProps } from './page';
import { readOptional } from './read';

/**
 * A page for `shop/{url}` or `productdetail/{url}`: the slug alone, in either language, answers 308 to
 * the record's full address in the page's language; a slug that names nothing is the localized 404.
 */
export function shortUrlPage(Kind: 'category' | 'product') {
  return async function ShortUrlPage(props: LangPageProps<{ slug: string }>) {
    const { locale, params } = await openPage(props);
    const Url = parseRouteSlug(params.slug);
    const found = Url ? await readOptional('get-catalog-url', { LanguageId: languageIdOf(locale), Kind, Url }) : null;
    if (!found) notFound();
    permanentRedirect(localizedPath(found.Url, locale));
  };
}
