import { ClientMessages } from '@/components/i18n/ClientMessages';
import { openPage } from '@/lib/server/page';
import type { Metadata } from 'next';
import { isRefined, parseCategoryQuery } from '@/lib/shop/category-listing';
import type { SearchParams } from '@/lib/shop/listing';
import { CategoryPage, categoryMetadata, type CategoryPageProps } from './category-page';

type Props = CategoryPageProps & { searchParams: Promise<SearchParams> };

/**
 * A category with a query string (filter, sort, page): rendered per request, its reads cached by tag.
 * The plain address is rewritten by proxy.ts to ./listing, which the page cache serves.
 */
export const dynamic = 'force-dynamic';

/** A filtered, sorted or paged listing is the plain listing again for crawlers: canonical to it, not indexed, links followed. */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const [metadata, searchParams] = await Promise.all([categoryMetadata(props), props.searchParams]);
  return isRefined(parseCategoryQuery(searchParams)) ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export default async function FilteredCategoryPage(props: Props) {
  // The language first: ClientMessages reads the catalogue of the request's locale.
  await openPage(props);
  return (
    <ClientMessages add={['category', 'product']}>
      <CategoryPage {...props} searchParams={await props.searchParams} />
    </ClientMessages>
  );
}
