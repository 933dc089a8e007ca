import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { LANG_COOKIE, localizedPath, unprefixedPath } from '@/lib/shop/locale';
import { aliasTarget, backofficeRewrite, plainListingOwner, plainListingRewrite } from '@/lib/shop/routes';
import { resolveLocale } from '@/lib/shop/locale-resolution';

const intl = createMiddleware(routing);

/**
 * A category's plain address renders from its cached route (lib/shop/routes.ts plainListingRewrite):
 * next-intl's answer (its language cookie, alternate links and request headers) is kept, as a
 * rewrite instead of a pass-through. A redirect or rewrite of next-intl's own stays as it is.
 */
function withPlainListing(request: NextRequest, response: NextResponse): NextResponse {
  const target = plainListingRewrite(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (!target || response.headers.get('x-middleware-next') !== '1') return response;
  const url = request.nextUrl.clone();
  url.pathname = target;
  const rewrite = NextResponse.rewrite(url, { headers: response.headers });
  rewrite.headers.delete('x-middleware-next');
  return rewrite;
}

/** Language prefix › stored choice › browser language (spec 01 §2); unprefixed paths and aliases redirect, query kept. */
export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const { locale, source } = resolveLocale({
    pathname,
    cookie: request.cookies.get(LANG_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });
  // The cached route is the rewrite's target, not an address: asked for directly, it is the listing's own.
  const owner = plainListingOwner(pathname);
  if (owner) {
    const url = request.nextUrl.clone();
    url.pathname = owner;
    return NextResponse.redirect(url, 308);
  }
  const alias = aliasTarget(unprefixedPath(pathname));
  if (alias) {
    const url = request.nextUrl.clone();
    url.pathname = localizedPath(alias, locale);
    // Permanent only when the language came with the path: otherwise it follows the visitor's choice.
    return NextResponse.redirect(url, source === 'path' ? 308 : 307);
  }
  if (source === 'path') {
    // The back-office has its own root layout (no shop header or footer): its pages live apart.
    const backoffice = backofficeRewrite(pathname);
    if (!backoffice) return withPlainListing(request, intl(request));
    const url = request.nextUrl.clone();
    url.pathname = backoffice;
    return NextResponse.rewrite(url);
  }
  const url = request.nextUrl.clone();
  url.pathname = localizedPath(pathname, locale);
  url.search = search;
  return NextResponse.redirect(url, 307);
}

export const config = {
  // Everything but the API, Next internals, media, the app's real files and the benchmark's empty page;
  // any other path without a language (even /foo.txt) is sent under one, so only /tr and /en ever render.
  // Next reads the matcher only as a literal: tests/unit/proxy.test.ts holds it to appRoutes (lib/shop/routes.ts).
  matcher: ['/((?!api/|_next/|_vercel/|media/|brand/|bench-empty(?:/rendered)?$|paytr-sandbox(?:/|$)|favicon\.ico$|icon\.svg$|apple-icon\.png$|manifest\.webmanifest$|robots\.txt$|sitemap\.xml$|sitemap/[0-9]+\.xml$).*)'],
};
