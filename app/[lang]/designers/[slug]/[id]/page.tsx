import { ClientMessages } from '@/components/i18n/ClientMessages';
import { openPage } from '@/lib/server/page';
import type { SearchParams } from '@/lib/shop/listing';
import { DesignerPage, designerMetadata, type DesignerPageProps } from './designer-page';

type Props = DesignerPageProps & { searchParams: Promise<SearchParams> };

/**
 * A brand page with a query string (category, price, sort): rendered per request, its reads cached
 * by tag. The plain address is rewritten by proxy.ts to ./listing, which the page cache serves.
 */
export const dynamic = 'force-dynamic';

export const generateMetadata = designerMetadata;

export default async function FilteredDesignerPage(props: Props) {
  // The language first: ClientMessages reads the catalogue of the request's locale.
  await openPage(props);
  return (
    <ClientMessages add={['category', 'product']}>
      <DesignerPage {...props} searchParams={await props.searchParams} />
    </ClientMessages>
  );
}
