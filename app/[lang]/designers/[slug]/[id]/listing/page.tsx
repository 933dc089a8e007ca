import { ClientMessages } from '@/components/i18n/ClientMessages';
import { openPage } from '@/lib/server/page';
import { DesignerPage, designerMetadata, type DesignerPageProps } from '../designer-page';

/**
 * A brand's plain address (no query string), as a search engine brings a phone to it: proxy.ts
 * rewrites it here, so it renders once and is then served from the page cache like a product page,
 * instead of per request (docs/adr/0061-cached-plain-listing.md). Nothing is built ahead.
 */
export function generateStaticParams(): { slug: string; id: string }[] {
  return [];
}

export const generateMetadata = designerMetadata;

export default async function PlainDesignerPage(props: DesignerPageProps) {
  // The language first: ClientMessages reads the catalogue of the page's locale, which in a cached render no request header gives.
  await openPage(props);
  return (
    <ClientMessages add={['category', 'product']}>
      <DesignerPage {...props} searchParams={{}} />
    </ClientMessages>
  );
}
