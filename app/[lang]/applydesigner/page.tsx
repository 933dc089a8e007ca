import { getTranslations } from 'next-intl/server';
import { ApplicationLayout } from '@/components/applications/ApplicationLayout';
import { DesignerApplicationForm } from '@/components/applications/DesignerApplicationForm';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { read } from '@/lib/server/read';
import { TURKEY } from '@/lib/shop/country';
import { languageIdOf } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import { ClientMessages } from '@/components/i18n/ClientMessages';

export const generateMetadata = seoMetadata({
  path: routes.applyDesigner,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'applyDesigner' });
    return { title: t('metaTitle'), description: t('metaDescription') };
  },
});

/** Designer application (spec 02 §2 applydesigner): the main categories and Türkiye's cities come with the page. */
export default async function ApplyDesignerPage(props: LangPageProps) {
  const { locale } = await openPage(props);
  const [{ categories }, { cityList }] = await Promise.all([
    read('get-categories', { LanguageId: languageIdOf(locale) }),
    read('get-city-list', { CountryId: TURKEY.id }),
  ]);
  return (
    <ClientMessages add={['applyDesigner']}>
      <ApplicationLayout namespace="applyDesigner">
        <DesignerApplicationForm categories={categories.map(({ Id, Name }) => ({ Id, Name }))} cities={cityList} />
      </ApplicationLayout>
    </ClientMessages>
  );
}
