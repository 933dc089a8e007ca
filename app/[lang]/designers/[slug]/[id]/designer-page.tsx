import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BrandHeader } from '@/components/designers/BrandHeader';
import { BrandListing } from '@/components/designers/BrandListing';
import { JsonLd } from '@/components/seo/JsonLd';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { read, readOptional } from '@/lib/server/read';
import { siteUrl } from '@/lib/server/seo/site';
import { plainText } from '@/lib/shop/html';
import { BRAND_PRICE_RANGE, brandPriceRange, PAGE_SIZE, parseListingQuery, toMinor, upperBound, type SearchParams } from '@/lib/shop/listing';
import { languageIdOf, localizedPath } from '@/lib/shop/locale';
import { parseRouteId } from '@/lib/shop/route-params';
import { routes } from '@/lib/shop/routes';

type Params = { slug: string; id: string };
export type DesignerPageProps = LangPageProps<Params>;

/** The brand's title, description, canonical and alternates (its SEO row, else its own name and story). */
export const designerMetadata = seoMetadata<Params>({
  path: ({ slug, id }) => routes.designer(slug, parseRouteId(id) ?? 0),
  dataId: ({ id }) => parseRouteId(id) ?? undefined,
  fallback: async (locale, { id }) => {
    const DesignerId = parseRouteId(id);
    const found = DesignerId ? await readOptional('get-designer-detail', { LanguageId: languageIdOf(locale), DesignerId, Take: 1 }) : null;
    const t = await getTranslations({ locale, namespace: 'brand' });
    if (!found) return { title: (await getTranslations({ locale, namespace: 'brands' }))('title'), description: '' };
    const { Name, Description } = found.designerData;
    return { title: Name, description: plainText(Description).slice(0, 160) || t('metaDescription', { name: Name }) };
  },
});

/**
 * Brand detail (spec 02 §2): banner, logo, story, discounts, category buttons, price and sort, the
 * product grid, for the filter in `searchParams`, inside the page's ClientMessages (category,
 * favourites, product). Rendered per request with a query string, from the page cache without
 * (./listing, docs/adr/0061-cached-plain-listing.md).
 */
export async function DesignerPage(props: DesignerPageProps & { searchParams: SearchParams }) {
  const { locale, params } = await openPage(props);
  const DesignerId = parseRouteId(params.id);
  if (!DesignerId) notFound();
  const { searchParams } = props;
  // Read within the widest range: the brand's own top is known with its data, and a bound above its dearest piece filters nothing.
  const asked = parseListingQuery(searchParams, BRAND_PRICE_RANGE);
  // The filter travels in the page currency's minor units (kuruş on /tr, cents on /en); the page shows whole TL or $.
  const request = {
    DesignerId,
    CategoryId: asked.categoryId,
    MinPrice: toMinor(asked.min),
    MaxPrice: upperBound(toMinor(asked.max), BRAND_PRICE_RANGE),
    OrderBy: asked.sort,
  };
  const { designerData, products, Continue } = await read('get-designer-detail', { LanguageId: languageIdOf(locale), ...request, Take: PAGE_SIZE, Skip: 0 });

  // One address per brand: a renamed or mistyped slug moves to the current one, keeping the filter.
  if (routes.designer(params.slug, DesignerId) !== designerData.Url) {
    const search = new URLSearchParams(Object.entries(searchParams).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : []))).toString();
    permanentRedirect(`${localizedPath(designerData.Url, locale)}${search ? `?${search}` : ''}`);
  }

  const range = brandPriceRange(designerData.HighestPrice);
  const query = { ...asked, min: Math.min(asked.min, range.limit), max: Math.min(asked.max, range.limit) };
  const absolute = (path: string) => new URL(path, siteUrl()).toString();
  const t = await getTranslations('brands');
  return (
    <>
      <JsonLd
        data={{
          '@type': 'Brand',
          name: designerData.Name,
          url: absolute(localizedPath(designerData.Url, locale)),
          ...(designerData.Logo ? { logo: absolute(designerData.Logo) } : {}),
          ...(designerData.Website ? { sameAs: [designerData.Website] } : {}),
          description: plainText(designerData.Description),
        }}
      />
      <BrandHeader
        designer={designerData}
        breadcrumb={
          <Breadcrumb
            steps={[
              { name: t('title'), path: routes.designers() },
              { name: designerData.Name, path: designerData.Url },
            ]}
            locale={locale}
            site={siteUrl()}
          />
        }
      />
      <BrandListing designer={designerData} products={products} more={Continue} query={query} range={range} request={request} locale={locale} />
    </>
  );
}
