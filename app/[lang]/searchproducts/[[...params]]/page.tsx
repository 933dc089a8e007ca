import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SearchListing } from '@/components/search/SearchListing';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { shopCountry } from '@/lib/server/country';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { read } from '@/lib/server/read';
import { siteUrl } from '@/lib/server/seo/site';
import { filterInput } from '@/lib/shop/category-listing';
import { PAGE_SIZE, type SearchParams } from '@/lib/shop/listing';
import { languageIdOf, localizedPath, type Locale } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import { parseSearchPath, parseSearchQuery, searchQueryString } from '@/lib/shop/search-listing';
import { ClientMessages } from '@/components/i18n/ClientMessages';

type Params = { params?: string[] };
type Props = LangPageProps<Params> & { searchParams: Promise<SearchParams> };

/** The filter and text live in the URL: rendered per request (its reads stay cached by tag). */
export const dynamic = 'force-dynamic';

/** A segment as the shopper typed it, whether or not the router already decoded it. */
const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const searchOf = (params: Params) => parseSearchPath((params.params ?? []).map(decoded));

async function titleOf(locale: Locale, search: NonNullable<ReturnType<typeof searchOf>>) {
  const t = await getTranslations({ locale, namespace: 'search' });
  if (search.text) return t('resultsFor', { text: search.text });
  if (search.mustHave) return t('mustHave');
  if (search.featured) return t('featured');
  return search.onlyDiscounted ? t('discounted') : t('allProducts');
}

const baseMetadata = seoMetadata<Params>({
  // One indexable page per selection: a text, a filter or a page is the plain listing again.
  path: (params) => {
    const search = searchOf(params);
    return routes.search({ mustHave: search?.mustHave, featured: search?.featured });
  },
  fallback: async (locale, params) => {
    const search = searchOf(params);
    const t = await getTranslations({ locale, namespace: 'search' });
    if (!search) return { title: '', description: '' };
    return { title: search.text ? t('metaSearchTitle', { text: search.text }) : await titleOf(locale, search), description: t('metaDescription') };
  },
});

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [metadata, params, searchParams] = await Promise.all([baseMetadata(props), props.params, props.searchParams]);
  const search = searchOf(params);
  const refined = !search || search.text !== '' || search.onlyDiscounted || searchQueryString(parseSearchQuery(searchParams)) !== '';
  return refined ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

/** Search listing (spec 01 §2, §4): results on entry, filters and sort in the URL, pager and load-more. */
export default async function SearchProductsPage(props: Props) {
  const { locale, params } = await openPage(props);
  const search = searchOf(params);
  if (!search) notFound();
  const searchParams = await props.searchParams;
  const query = parseSearchQuery(searchParams);
  const { mustHave, featured, text } = search;
  const path = routes.search({ mustHave, featured, onlyDiscounted: search.onlyDiscounted || undefined, text });

  // One address per search: the bare listing, a spelled-out default or another encoding moves to it, query kept.
  const current = [routes.search().split('/').slice(0, 2).join('/'), ...(params.params ?? [])].join('/');
  if (current !== path && decoded(current) !== decoded(path)) {
    const kept = searchQueryString(query);
    permanentRedirect(`${localizedPath(path, locale)}${kept ? `?${kept}` : ''}`);
  }

  const LanguageId = languageIdOf(locale);
  const { categories } = await read('get-main-categories', { LanguageId });
  const category = categories.find((each) => each.Id === query.categoryId) ?? null;
  const children = category ? (await read('get-child-categories', { LanguageId, CategoryId: category.Id })).catData.Children : [];
  const child = children.find((each) => each.Id === query.childId) ?? null;
  // Choices that name nothing of this shop (a stale shared link) fall back to none.
  const clean = { ...query, categoryId: category?.Id ?? null, childId: child?.Id ?? null };
  const shown = { ...clean, onlyDiscounted: clean.onlyDiscounted || search.onlyDiscounted };

  const country = await shopCountry();
  const input = {
    searchText: text,
    IsMustHave: mustHave,
    IsFeatured: featured,
    CategoryId: child?.Id ?? category?.Id ?? null,
    ...filterInput(shown),
    CountryId: country.id,
  };
  const { List, Continue } = await read('get-search-results', { LanguageId, ...input, Take: PAGE_SIZE, Skip: PAGE_SIZE * shown.page });

  const title = await titleOf(locale, search);
  const t = await getTranslations('search');
  // The same trail as a category's listing: all products, then the selection the heading names (must-haves,
  // a text…), then the chosen category.
  const allProducts = { name: t('allProducts'), path: routes.clearFilters() };
  const steps = [allProducts, ...(path === allProducts.path ? [] : [{ name: title, path }]), ...(category ? [{ name: category.Name, path: category.Url }] : [])];
  return (
    <ClientMessages add={['category', 'product', 'search']}>
      <SearchListing
        breadcrumb={<Breadcrumb steps={steps} locale={locale} site={siteUrl()} />}
        title={title}
        path={path}
        formPath={routes.search({ mustHave, featured, text })}
        query={clean}
        shown={shown}
        text={text}
        categories={categories}
        childCategories={children}
        chosen={category ? { category, child } : null}
        products={List}
        more={Continue}
        request={{ endpoint: 'get-search-results', input }}
        locale={locale}
      />
    </ClientMessages>
  );
}
