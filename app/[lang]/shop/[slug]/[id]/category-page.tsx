import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CategoryListing } from '@/components/category/CategoryListing';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { shopCountry } from '@/lib/server/country';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { read, readOptional } from '@/lib/server/read';
import { siteUrl } from '@/lib/server/seo/site';
import { categoryQueryString, filterInput, parseCategoryQuery } from '@/lib/shop/category-listing';
import { plainText } from '@/lib/shop/html';
import { PAGE_SIZE, type SearchParams } from '@/lib/shop/listing';
import { languageIdOf, localizedPath, type Locale } from '@/lib/shop/locale';
import { parseRouteId } from '@/lib/shop/route-params';
import { routes } from '@/lib/shop/routes';

type Params = { slug: string; id: string };
export type CategoryPageProps = LangPageProps<Params>;

/** The same read as the page (cached under the catalogue tag), or null for an id that names nothing. */
async function categoryOf(locale: Locale, id: string) {
  const CategoryId = parseRouteId(id);
  return CategoryId ? readOptional('get-category-detail', { LanguageId: languageIdOf(locale), CategoryId }) : null;
}

/** The category's title, description, canonical and alternates (its SEO row, else its own name and text). */
export const categoryMetadata = seoMetadata<Params>({
  path: ({ slug, id }) => routes.category(slug, parseRouteId(id) ?? 0),
  dataId: ({ id }) => parseRouteId(id) ?? undefined,
  fallback: async (locale, { id }) => {
    const found = await categoryOf(locale, id);
    if (!found) return { title: '', description: '' };
    const { Name, Description } = found.category;
    const t = await getTranslations({ locale, namespace: 'category' });
    return { title: Name, description: plainText(Description).slice(0, 160) || t('metaDescription', { name: Name }) };
  },
  record: async (locale, { id }) => {
    const found = await categoryOf(locale, id);
    return found ? { paths: found.category.Urls } : null;
  },
});

/**
 * Category listing (spec 01 §2): title, description, breadcrumb, filter panel, sort, grid, pager and
 * load-more, for the filter in `searchParams`, inside the page's ClientMessages (category, favourites, product). Two routes render it: the address with a query string,
 * per request, and the plain address, from the page cache (./listing, docs/adr/0061-cached-plain-listing.md).
 */
export async function CategoryPage(props: CategoryPageProps & { searchParams: SearchParams }) {
  const { locale, params } = await openPage(props);
  const CategoryId = parseRouteId(params.id);
  if (!CategoryId) notFound();
  const LanguageId = languageIdOf(locale);
  const [{ category }, { catData }, { categories }, { designers }, country] = await Promise.all([
    read('get-category-detail', { LanguageId, CategoryId }),
    read('get-child-categories', { LanguageId, CategoryId }),
    read('get-main-categories', { LanguageId, CategoryId }),
    read('get-filter-designers', { LanguageId, CategoryId }),
    shopCountry(),
  ]);
  const query = parseCategoryQuery(props.searchParams);

  // One address per category: another language's slug or an old one moves to the current, filter kept.
  if (routes.category(params.slug, CategoryId) !== category.Url) {
    const search = categoryQueryString(query);
    permanentRedirect(`${localizedPath(category.Url, locale)}${search ? `?${search}` : ''}`);
  }

  // A chosen child category takes precedence (spec 01 §2); an id that is no child of this one is ignored.
  const child = catData.Children.find((each) => each.Id === query.categoryId) ?? null;
  const shown = { ...query, categoryId: child?.Id ?? null };
  const request = {
    CategoryId: child?.Id ?? CategoryId,
    ...filterInput(shown),
    CountryId: country.id,
  };
  const { List, Continue } = await read('get-category-products', { LanguageId, ...request, Take: PAGE_SIZE, Skip: PAGE_SIZE * shown.page });

  const t = await getTranslations('category');
  // Spec 01 §2: the listing's trail leads to searchproducts.
  const steps = [
    { name: t('allProducts'), path: routes.clearFilters() },
    ...(category.Parent ? [{ name: category.Parent.Name, path: category.Parent.Url }] : []),
    { name: category.Name, path: category.Url },
  ];
  return (
    <CategoryListing
      breadcrumb={<Breadcrumb steps={steps} locale={locale} site={siteUrl()} />}
      category={category}
      childCategories={catData.Children}
      mains={categories}
      designers={designers}
      query={shown}
      products={List}
      more={Continue}
      request={{ endpoint: 'get-category-products', input: request }}
      locale={locale}
    />
  );
}
