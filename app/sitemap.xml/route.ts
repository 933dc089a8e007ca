import { sitemapResponse } from '@/lib/server/seo/sitemap-response';

/** Read on request (from the cached reads), never at build time: the build does not open the database. */
export const dynamic = 'force-dynamic';

export const GET = () => sitemapResponse();
