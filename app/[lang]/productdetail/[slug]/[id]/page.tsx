import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ProductCarousel } from '@/components/carousel/ProductCarousel';
import { ProductCard } from '@/components/product/ProductCard';
import { ProductDetail } from '@/components/product/detail/ProductDetail';
import { JsonLd } from '@/components/seo/JsonLd';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { Section } from '@/components/ui/Section';
import { shopCountry } from '@/lib/server/country';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { read, readOptional } from '@/lib/server/read';
import { siteUrl } from '@/lib/server/seo/site';
import { plainText } from '@/lib/shop/html';
import { languageIdOf, localizedPath, type Locale } from '@/lib/shop/locale';
import { parseRouteId } from '@/lib/shop/route-params';
import { routes } from '@/lib/shop/routes';
import { ClientMessages } from '@/components/i18n/ClientMessages';

type Params = { slug: string; id: string };

/** Rendered on first request and cached like every catalogue page (the build never opens the database). */
export function generateStaticParams(): Params[] {
  return [];
}

/** The same read as the page (cached under the catalogue tag), or null for an id that names nothing. */
async function productOf(locale: Locale, id: string) {
  const ProductId = parseRouteId(id);
  if (!ProductId) return null;
  const country = await shopCountry();
  return readOptional('get-product-detail', { LanguageId: languageIdOf(locale), ProductId, CountryId: country.id });
}

export const generateMetadata = seoMetadata<Params>({
  path: ({ slug, id }) => routes.product(slug, parseRouteId(id) ?? 0),
  dataId: ({ id }) => parseRouteId(id) ?? undefined,
  fallback: async (locale, { id }) => {
    const found = await productOf(locale, id);
    if (!found) return { title: '', description: '' };
    return { title: found.product.Title, description: plainText(found.product.Description).slice(0, 160) };
  },
  record: async (locale, { id }) => {
    const found = await productOf(locale, id);
    return found ? { paths: found.product.Urls, image: { url: found.product.MainPhoto, alt: found.product.Title } } : null;
  },
});

const SCHEMA_AVAILABILITY = { in: 'https://schema.org/InStock', out: 'https://schema.org/OutOfStock' } as const;

/** Product detail (spec 01 §2): gallery, variations, options, quantity, add to cart, description, similar pieces. */
export default async function ProductDetailPage(props: LangPageProps<Params>) {
  const { locale, params } = await openPage(props);
  const ProductId = parseRouteId(params.id);
  if (!ProductId) notFound();
  const country = await shopCountry();
  const [t, { product, similarProducts }] = await Promise.all([
    getTranslations('productDetail'),
    read('get-product-detail', { LanguageId: languageIdOf(locale), ProductId, CountryId: country.id }),
  ]);
  // Another language's slug (after a language switch) or an old title: one address per product.
  if (routes.product(params.slug, ProductId) !== product.Url) permanentRedirect(localizedPath(product.Url, locale));

  const absolute = (path: string) => new URL(path, siteUrl()).toString();
  const url = absolute(localizedPath(product.Url, locale));
  return (
    <ClientMessages add={['carousel', 'notices', 'product', 'productDetail']}>
      <JsonLd
        data={{
          '@type': 'Product',
          name: product.Title,
          image: product.Photos.map((photo) => absolute(photo.PhotoPath)),
          description: plainText(product.Description),
          sku: String(product.ProductId),
          brand: { '@type': 'Brand', name: product.Designer.Name },
          url,
          offers: {
            '@type': 'Offer',
            url,
            price: (product.DiscountedPrice / 100).toFixed(2),
            priceCurrency: product.Currency,
            availability: product.TotalStock > 0 ? SCHEMA_AVAILABILITY.in : SCHEMA_AVAILABILITY.out,
            itemCondition: 'https://schema.org/NewCondition',
          },
        }}
      />
      <ProductDetail
        product={product}
        locale={locale}
        breadcrumb={
          <Breadcrumb
            steps={[
              { name: product.Designer.Name, path: product.Designer.Url },
              { name: product.Title, path: product.Url },
            ]}
            locale={locale}
            site={siteUrl()}
          />
        }
      />
      {similarProducts.length ? (
        <Section id="similar-products" width="wide" title={t('similar')}>
          <ProductCarousel label={t('similarLabel')} preset="collection">
            {similarProducts.map((card) => (
              <ProductCard key={card.Id} product={card} sizes="(max-width: 992px) 45vw, 18vw" />
            ))}
          </ProductCarousel>
        </Section>
      ) : null}
    </ClientMessages>
  );
}
