import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { OutputOf } from '@/lib/api/contract';
import { Container } from '@/components/ui/Container';
import { RichText } from '@/components/ui/RichText';
import { Link } from '@/lib/i18n/navigation';
import { INTENT_PREFETCH } from '@/components/ui/intentPrefetch';
import { activeFilterCount, categoryQueryString, type CategoryListingQuery } from '@/lib/shop/category-listing';
import { CATALOG_PRICE_RANGE, PAGE_SIZE, toMinor } from '@/lib/shop/listing';
import type { Locale } from '@/lib/shop/locale';
import { currencyLabel, currencyOfLocale, formatMoney } from '@/lib/shop/money';
import { routes } from '@/lib/shop/routes';
import { CategoryFilters } from './CategoryFilters';
import { CategoryProducts } from './CategoryProducts';
import { FilterSheet } from './FilterSheet';
import { Pager } from './Pager';
import { SortSelect } from './SortSelect';
import styles from './CategoryListing.module.css';

interface CategoryListingProps {
  breadcrumb: ReactNode;
  category: OutputOf<'get-category-detail'>['category'];
  childCategories: OutputOf<'get-child-categories'>['catData']['Children'];
  mains: OutputOf<'get-main-categories'>['categories'];
  designers: OutputOf<'get-filter-designers'>['designers'];
  query: CategoryListingQuery;
  products: OutputOf<'get-category-products'>['List'];
  more: boolean;
  request: Parameters<typeof CategoryProducts>[0]['request'];
  locale: Locale;
}

const FORM_ID = 'category-filters';

/** The listing's page: heading and story, the filters (a sidebar, a bottom sheet below 992px), sort, grid, pager. */
export async function CategoryListing({ breadcrumb, category, childCategories, mains, designers, query, products, more, request, locale }: CategoryListingProps) {
  const t = await getTranslations('category');
  const total = products[0]?.TotalCount ?? 0;
  // A filtered listing of a large category counts to a bound and says "1,000+" (ADR 0060).
  const atLeast = products[0]?.TotalCountAtLeast === true;
  const currency = currencyOfLocale(locale);
  const hrefOf = (page: number) => {
    const search = categoryQueryString({ ...query, page });
    return search ? `${category.Url}?${search}` : category.Url;
  };
  return (
    <Container>
      <div className={styles.page}>
        {breadcrumb}
        <header className={styles.intro}>
          <h1 className={styles.title}>{category.Name}</h1>
          <RichText html={category.Description} className={styles.description} />
        </header>
        <div className={styles.layout}>
          <FilterSheet id="filters" active={activeFilterCount(query)}>
            <div className={styles.panelBody}>
              {/* Choosing another category leaves this page, so its child filter starts empty (spec 01 §2). */}
              <nav aria-label={t('categoriesLabel')} className={styles.mains}>
                <ul role="list">
                  {mains.map((main) => (
                    <li key={main.Id}>
                      <Link href={main.Url} aria-current={main.IsCurrent ? 'true' : undefined} {...INTENT_PREFETCH}>
                        {main.Name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <CategoryFilters
                formId={FORM_ID}
                query={query}
                category={{ Name: category.Name, Children: childCategories }}
                designers={designers}
                currencyLabel={currencyLabel(currency)}
                limitText={formatMoney(toMinor(CATALOG_PRICE_RANGE.limit), currency)}
              />
              <Link href={routes.clearFilters()} className={styles.clear}>
                {t('clear')}
              </Link>
            </div>
          </FilterSheet>
          <section aria-labelledby="category-results" className={styles.results}>
            <div className={styles.resultsHead}>
              <h2 id="category-results" className={styles.count}>
                {atLeast ? t('countAtLeast', { count: total }) : t('count', { count: total })}
              </h2>
              <SortSelect formId={FORM_ID} sort={query.sort} />
            </div>
            <CategoryProducts listingKey={hrefOf(query.page)} initial={products} total={total} atLeast={atLeast} more={more} offset={PAGE_SIZE * query.page} request={request} />
            <Pager page={query.page} pageCount={Math.ceil((atLeast ? total + 1 : total) / PAGE_SIZE)} hrefOf={hrefOf} />
          </section>
        </div>
      </div>
    </Container>
  );
}
