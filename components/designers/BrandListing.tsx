import { getTranslations } from 'next-intl/server';
import type { OutputOf } from '@/lib/api/contract';
import { CategoryProducts } from '@/components/category/CategoryProducts';
import { FilterSheet } from '@/components/category/FilterSheet';
import type { ListingRequest } from '@/components/category/LoadMoreProducts';
import { SortSelect } from '@/components/category/SortSelect';
import { Container } from '@/components/ui/Container';
import { Link } from '@/lib/i18n/navigation';
import { listingQueryString, toMinor, type ListingQuery, type PriceRange } from '@/lib/shop/listing';
import type { Locale } from '@/lib/shop/locale';
import { currencyLabel, currencyOfLocale, formatMoney } from '@/lib/shop/money';
import { BrandFilters } from './BrandFilters';
import type { Designer } from './BrandHeader';
import listing from '@/components/category/CategoryListing.module.css';
import styles from './BrandListing.module.css';

interface BrandListingProps {
  designer: Designer;
  products: OutputOf<'get-designer-detail'>['products'];
  more: boolean;
  query: ListingQuery;
  /** The price filter's range: up to the brand's dearest piece. */
  range: PriceRange;
  /** The filter the first page was read with; Load more reads the next with the same. */
  request: Extract<ListingRequest, { endpoint: 'get-designer-detail' }>['input'];
  locale: Locale;
}

const FORM_ID = 'brand-filters';

/** The brand's products laid out as a category's: the filters (a sidebar, a bottom sheet below 992px), count and sort, the grid. */
export async function BrandListing({ designer, products, more, query, range, request, locale }: BrandListingProps) {
  const [t, tc] = await Promise.all([getTranslations('brand'), getTranslations('category')]);
  const href = (categoryId: number | null) => {
    const search = new URLSearchParams(listingQueryString({ ...query, categoryId }, range)).toString();
    return search ? `${designer.Url}?${search}` : designer.Url;
  };
  const total = products[0]?.TotalCount ?? 0;
  const currency = currencyOfLocale(locale);
  const active = Number(query.categoryId !== null) + Number(query.min > 0) + Number(query.max < range.limit);
  const categories = [{ Id: null, Name: t('allCategories') }, ...designer.Categories];
  return (
    <section aria-labelledby="brand-products" className={styles.section}>
      <Container>
        <h2 id="brand-products" className={styles.title}>
          {t('productsTitle', { name: designer.Name })}
        </h2>
        <div className={listing.layout}>
          <FilterSheet id="filters" active={active}>
            <div className={listing.panelBody}>
              {designer.Categories.length ? (
                <nav aria-label={t('categoriesLabel')} className={listing.mains}>
                  <ul role="list">
                    {categories.map((category) => (
                      <li key={category.Id ?? 'all'}>
                        <Link href={href(category.Id)} scroll={false} aria-current={category.Id === query.categoryId ? 'page' : undefined}>
                          {category.Name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              ) : null}
              <BrandFilters formId={FORM_ID} query={query} range={range} currencyLabel={currencyLabel(currency)} limitText={formatMoney(toMinor(range.limit), currency)} />
              <Link href={designer.Url} className={listing.clear}>
                {tc('clear')}
              </Link>
            </div>
          </FilterSheet>
          <div className={listing.results}>
            <div className={listing.resultsHead}>
              <p className={listing.count}>{t('count', { count: total })}</p>
              <SortSelect formId={FORM_ID} sort={query.sort} />
            </div>
            {/* The grid is the server's, as a category's: only its Load more tail hydrates (issue 21). */}
            <CategoryProducts initial={products} total={total} more={more} offset={0} request={{ endpoint: 'get-designer-detail', input: request }} listingKey={JSON.stringify(request)} firstPaint={false} />
          </div>
        </div>
      </Container>
    </section>
  );
}
