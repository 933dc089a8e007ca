import { getTranslations } from 'next-intl/server';
import { DesignerDirectory } from '@/components/designers/DesignerDirectory';
import { FilterLinks } from '@/components/ui/FilterLinks';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { PageIntro } from '@/components/ui/PageIntro';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { read } from '@/lib/server/read';
import { siteUrl } from '@/lib/server/seo/site';
import { parseListingQuery, BRAND_PRICE_RANGE, type SearchParams } from '@/lib/shop/listing';
import { languageIdOf } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';

/** The filter lives in the query string, so the page renders per request (its reads stay cached by tag). */
export const dynamic = 'force-dynamic';

export const generateMetadata = seoMetadata({
  path: routes.designers,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'brands' });
    return { title: t('title'), description: t('metaDescription') };
  },
});

type Props = LangPageProps & { searchParams: Promise<SearchParams> };

/** Brands (spec 01 §2 Other screens): intro, All plus the main categories as filter links, names by initial. */
export default async function DesignerListPage(props: Props) {
  const { locale } = await openPage(props);
  const LanguageId = languageIdOf(locale);
  const { categoryId } = parseListingQuery(await props.searchParams, BRAND_PRICE_RANGE);
  const [t, { categories }, { List }] = await Promise.all([
    getTranslations('brands'),
    read('get-categories', { LanguageId }),
    read('designer-list', { LanguageId, CategoryId: categoryId }),
  ]);
  const filterHref = (id: number | null) => (id === null ? routes.designers() : `${routes.designers()}?${new URLSearchParams({ category: String(id) })}`);
  const links = [
    { key: 'all', label: t('all'), href: filterHref(null), active: categoryId === null },
    ...categories.map((category) => ({ key: String(category.Id), label: category.Name, href: filterHref(category.Id), active: category.Id === categoryId })),
  ];

  return (
    <>
      <PageIntro
        eyebrow={t('eyebrow')}
        title={t('title')}
        intro={t('intro')}
        breadcrumb={<Breadcrumb steps={[{ name: t('title'), path: routes.designers() }]} locale={locale} site={siteUrl()} />}
      />
      <DesignerDirectory groups={List} filters={<FilterLinks label={t('filterLabel')} links={links} />} />
    </>
  );
}
