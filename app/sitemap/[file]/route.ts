import { sitemapPartResponse } from '@/lib/server/seo/sitemap-response';
import { parseSitemapPart } from '@/lib/server/seo/sitemap-xml';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return sitemapPartResponse(parseSitemapPart((await params).file));
}
