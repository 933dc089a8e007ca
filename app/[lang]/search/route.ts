import { NextResponse, type NextRequest } from 'next/server';
import { isLocale, localizedPath } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import { SEARCH_TEXT_MAX } from '@/lib/shop/search-text';

/**
 * The header's search form without JavaScript: a GET form cannot fill the positional
 * searchproducts/{…}/{searchtext} path itself, so it lands here and is sent on (303: a new GET).
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) return new NextResponse(null, { status: 404 });
  const text = (request.nextUrl.searchParams.get('text') ?? '').trim().slice(0, SEARCH_TEXT_MAX);
  // A relative Location: the address the server listens on (0.0.0.0) is not the one the browser used.
  return new NextResponse(null, { status: 303, headers: { Location: localizedPath(routes.search({ text }), lang) } });
}
