import { useTranslations } from 'next-intl';
import type { OutputOf } from '@/lib/api/contract';
import { Container } from '@/components/ui/Container';
import { FilterLinks } from '@/components/ui/FilterLinks';
import { listingQueryString, toMinor, type ListingQuery, type PriceRange } from '@/lib/shop/listing';
import type { Locale } from '@/lib/shop/locale';
import { currencyLabel, currencyOfLocale, formatMoney } from '@/lib/shop/money';
import { BrandFilters } from './BrandFilters';
import type { Designer } from './BrandHeader';
import { BrandProducts } from './BrandProducts';
import styles from './BrandListing.module.css';

interface BrandListingProps {
  designer: Designer;
  products: OutputOf<'get-designer-detail'>['products'];
  more: boolean;
  query: ListingQuery;
  /** The price filter's range: up to the brand's dearest piece. */
  range: PriceRange;
  request: Parameters<typeof BrandProducts>[0]['request'];
  locale: Locale;
}

/** The brand's products: category buttons, price and sort, then the grid (first page server-rendered). */
export function BrandListing({ designer, products, more, query, range, request, locale }: BrandListingProps) {
  const t = useTranslations('brand');
  const href = (categoryId: number | null) => {
    const search = new URLSearchParams(listingQueryString({ ...query, categoryId }, range)).toString();
    return search ? `${designer.Url}?${search}` : designer.Url;
  };
  const total = products[0]?.TotalCount ?? 0;
  const currency = currencyOfLocale(locale);
  return (
    <section aria-labelledby="brand-products" className={styles.section}>
      <Container>
        <div className={styles.head}>
          <h2 id="brand-products" className={styles.title}>
            {t('productsTitle', { name: designer.Name })}
          </h2>
          <p className={styles.count}>{t('count', { count: total })}</p>
        </div>
        <div className={styles.controls}>
          {designer.Categories.length ? (
            <FilterLinks
              label={t('categoriesLabel')}
              links={[
                { key: 'all', label: t('allCategories'), href: href(null), active: query.categoryId === null },
                ...designer.Categories.map((category) => ({ key: String(category.Id), label: category.Name, href: href(category.Id), active: category.Id === query.categoryId })),
              ]}
            />
          ) : null}
          <BrandFilters query={query} range={range} currencyLabel={currencyLabel(currency)} limitText={formatMoney(toMinor(range.limit), currency)} />
        </div>
        <BrandProducts key={JSON.stringify(request)} initial={products} total={total} more={more} request={request} />
      </Container>
    </section>
  );
}
