import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { OutputOf } from '@/lib/api/contract';
import { CategoryProducts } from '@/components/category/CategoryProducts';
import { FilterSheet } from '@/components/category/FilterSheet';
import type { ListingRequest } from '@/components/category/LoadMoreProducts';
import { Pager } from '@/components/category/Pager';
import { SortSelect } from '@/components/category/SortSelect';
import { Container } from '@/components/ui/Container';
import { Link } from '@/lib/i18n/navigation';
import { activeFilterCount } from '@/lib/shop/category-listing';
import { CATALOG_PRICE_RANGE, PAGE_SIZE, toMinor } from '@/lib/shop/listing';
import { localizedPath, type Locale } from '@/lib/shop/locale';
import { currencyLabel, currencyOfLocale, formatMoney } from '@/lib/shop/money';
import { routes } from '@/lib/shop/routes';
import { searchQueryString, type SearchListingQuery } from '@/lib/shop/search-listing';
import { SearchFilters } from './SearchFilters';
import listing from '@/components/category/CategoryListing.module.css';
import styles from './SearchListing.module.css';

type Category = { Id: number; Name: string; Url: string };

interface SearchListingProps {
  /** The page's trail from the home page, above the heading. */
  breadcrumb: ReactNode;
  title: string;
  /** The search's address (flags and text) without the query string. */
  path: string;
  /** Where the filter form goes: the address without "only discounted", which its box carries. */
  formPath: string;
  /** The filter as the URL's query holds it (links keep it), and as shown (the path's flag added). */
  query: SearchListingQuery;
  shown: SearchListingQuery;
  text: string;
  categories: OutputOf<'get-main-categories'>['categories'];
  /** The chosen category's children to narrow by, and the chosen child. */
  childCategories: Category[];
  chosen: { category: Category; child: Category | null } | null;
  products: OutputOf<'get-search-results'>['List'];
  more: boolean;
  request: ListingRequest;
  locale: Locale;
}

const FORM_ID = 'search-filters';

/** Search listing (spec 01 §2): trail, filter panel, chosen child category with an ×, count, sort, grid, pager, load-more, empty state. */
export async function SearchListing(props: SearchListingProps) {
  const { breadcrumb, title, path, formPath, query, shown, text, categories, childCategories, chosen, products, more, request, locale } = props;
  const [t, tc] = await Promise.all([getTranslations('search'), getTranslations('category')]);
  const total = products[0]?.TotalCount ?? 0;
  const atLeast = products[0]?.TotalCountAtLeast === true;
  const currency = currencyOfLocale(locale);
  const hrefWith = (change: Partial<SearchListingQuery>) => {
    const search = searchQueryString({ ...query, page: 0, ...change });
    return search ? `${path}?${search}` : path;
  };
  return (
    <Container>
      <div className={listing.page}>
        {breadcrumb}
        <header className={listing.intro}>
          <h1 className={listing.title}>{title}</h1>
        </header>
        <div className={listing.layout}>
          <FilterSheet id="filters" active={activeFilterCount(shown) + Number(shown.childId !== null)}>
            <div className={listing.panelBody}>
              <SearchFilters
                formId={FORM_ID}
                action={localizedPath(formPath, locale)}
                query={shown}
                categories={categories}
                currencyLabel={currencyLabel(currency)}
                limitText={formatMoney(toMinor(CATALOG_PRICE_RANGE.limit), currency)}
              />
              <Link href={routes.clearFilters()} className={listing.clear}>
                {tc('clear')}
              </Link>
            </div>
          </FilterSheet>
          <section aria-labelledby="search-results" className={listing.results}>
            {chosen?.child ? (
              <ol className={styles.chosen} aria-label={t('chosenLabel')}>
                <li>
                  <Link href={hrefWith({ childId: null })}>{chosen.category.Name}</Link>
                </li>
                <li>
                  {chosen.child.Name}
                  <Link href={hrefWith({ childId: null })} className={styles.remove} aria-label={t('removeChild', { name: chosen.child.Name })}>
                    ×
                  </Link>
                </li>
              </ol>
            ) : chosen && childCategories.length ? (
              <nav aria-label={t('childrenLabel', { name: chosen.category.Name })} className={styles.children}>
                <ul role="list">
                  {childCategories.map((child) => (
                    <li key={child.Id}>
                      <Link href={hrefWith({ childId: child.Id })} className={styles.chip}>
                        {child.Name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            <div className={listing.resultsHead}>
              <h2 id="search-results" className={listing.count}>
                {atLeast ? tc('countAtLeast', { count: total }) : tc('count', { count: total })}
              </h2>
              <SortSelect formId={FORM_ID} sort={shown.sort} />
            </div>
            {products.length ? (
              <>
                <CategoryProducts listingKey={hrefWith({ page: shown.page })} initial={products} total={total} atLeast={atLeast} more={more} offset={PAGE_SIZE * shown.page} request={request} />
                <Pager page={shown.page} pageCount={Math.ceil((atLeast ? total + 1 : total) / PAGE_SIZE)} hrefOf={(page) => hrefWith({ page })} />
              </>
            ) : (
              <div className={styles.empty}>
                <p className={styles.emptyTitle}>{text ? t('emptyTitle', { text }) : t('emptyFiltered')}</p>
                {text ? <p className={styles.emptyTips}>{t('emptyTips')}</p> : null}
                <h3 className={styles.popularTitle}>{t('popularCategories')}</h3>
                <ul role="list" className={styles.chips}>
                  {categories.slice(0, 8).map((category) => (
                    <li key={category.Id}>
                      <Link href={category.Url} className={styles.chip}>
                        {category.Name}
                      </Link>
                    </li>
                  ))}
                </ul>
                <Link href={routes.clearFilters()}>{t('seeEverything')}</Link>
              </div>
            )}
          </section>
        </div>
      </div>
    </Container>
  );
}
