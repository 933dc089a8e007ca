import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DocumentLayout } from '@/components/content/DocumentLayout';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { read } from '@/lib/server/read';
import { siteUrl } from '@/lib/server/seo/site';
import { languageIdOf } from '@/lib/shop/locale';
import { parseRouteId } from '@/lib/shop/route-params';
import { routes } from '@/lib/shop/routes';

type Params = { id?: string[] };

/** Rendered on first request and cached like every page (none are built ahead: the build never opens the database). */
export function generateStaticParams(): Params[] {
  return [];
}

/** The id in sozlesmeler/{id}: none, one valid id, or junk (null: the 404 page). */
function requestedId(segments: string[] | undefined): number | undefined | null {
  if (!segments?.length) return undefined;
  return segments.length === 1 ? parseRouteId(segments[0]) : null;
}

export const generateMetadata = seoMetadata<Params>({
  path: ({ id }) => routes.contracts(requestedId(id) ?? undefined),
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'contracts' });
    return { title: t('metaTitle'), description: t('metaDescription') };
  },
});

/** Contracts viewer (spec 01 §2): the titles and the chosen contract; an unknown id shows the first. */
export default async function ContractsPage(props: LangPageProps<Params>) {
  const { locale, params } = await openPage(props);
  const wanted = requestedId(params.id);
  if (wanted === null) notFound();
  const [t, { contractList }] = await Promise.all([getTranslations('contracts'), read('get-contracts', { LanguageId: languageIdOf(locale) })]);
  const selected = contractList.find((contract) => contract.Id === wanted) ?? contractList[0];
  if (!selected) notFound();
  return (
    <DocumentLayout
      menuLabel={t('listLabel')}
      chooseLabel={t('title')}
      links={contractList.map((contract) => ({ href: routes.contracts(contract.Id), title: contract.Title, current: contract.Id === selected.Id }))}
      title={selected.Title}
      html={selected.Description}
      breadcrumb={<Breadcrumb steps={[{ name: selected.Title, path: routes.contracts(wanted) }]} locale={locale} site={siteUrl()} />}
    />
  );
}
