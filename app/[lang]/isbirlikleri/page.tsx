import { getTranslations } from 'next-intl/server';
import { CollaborationList } from '@/components/collaborations/CollaborationList';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { PageIntro } from '@/components/ui/PageIntro';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { read } from '@/lib/server/read';
import { siteUrl } from '@/lib/server/seo/site';
import { languageIdOf } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';

export const generateMetadata = seoMetadata({
  path: routes.collaborations,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'collaborations' });
    return { title: t('title'), description: t('metaDescription') };
  },
});

/** Collaborations (spec 01 §2 Other screens): cards linking to each detail; the list takes 5 (spec 01 §9). */
export default async function CollaborationsPage(props: LangPageProps) {
  const { locale } = await openPage(props);
  const [t, { collaborationList }] = await Promise.all([getTranslations('collaborations'), read('get-collaborations', { LanguageId: languageIdOf(locale) })]);
  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} width="wide" breadcrumb={<Breadcrumb steps={[{ name: t('title'), path: routes.collaborations() }]} locale={locale} site={siteUrl()} />} />
      <CollaborationList collaborations={collaborationList} />
    </>
  );
}
