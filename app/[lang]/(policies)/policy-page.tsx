import { getTranslations } from 'next-intl/server';
import { CargoRates } from '@/components/content/CargoRates';
import { DocumentLayout } from '@/components/content/DocumentLayout';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { read } from '@/lib/server/read';
import { siteUrl } from '@/lib/server/seo/site';
import { languageIdOf } from '@/lib/shop/locale';
import { POLICY_ROUTES, type PolicyKey } from '@/lib/shop/policies';

/** generateMetadata of a policy page: the SEO row, else the page's own title. */
export const policyMetadata = (key: PolicyKey) =>
  seoMetadata({
    path: POLICY_ROUTES[key],
    fallback: async (locale) => {
      const [t, { pageData }] = await Promise.all([getTranslations({ locale, namespace: 'policies' }), read('get-policy-page', { LanguageId: languageIdOf(locale), Key: key })]);
      return { title: pageData.Title, description: t('metaDescription', { title: pageData.Title }) };
    },
  });

/** The page component of one policy page (spec 01 §2): its text beside the menu of all four; the shipping page adds the cargo rates. */
export const policyPage = (key: PolicyKey) =>
  async function PolicyPage(props: LangPageProps) {
    const { locale } = await openPage(props);
    const LanguageId = languageIdOf(locale);
    const [t, { pageData, pageList }, rates] = await Promise.all([
      getTranslations('policies'),
      read('get-policy-page', { LanguageId, Key: key }),
      key === 'shipping-returns' ? read('get-country-list', { LanguageId }) : null,
    ]);
    return (
      <DocumentLayout
        menuLabel={t('menuLabel')}
        chooseLabel={t('choose')}
        links={pageList.map((page) => ({ href: POLICY_ROUTES[page.Key](), title: page.Title, current: page.Key === key }))}
        title={pageData.Title}
        html={pageData.Description}
        breadcrumb={<Breadcrumb steps={[{ name: pageData.Title, path: POLICY_ROUTES[key]() }]} locale={locale} site={siteUrl()} />}
      >
        {rates ? <CargoRates zones={rates.zoneList} /> : null}
      </DocumentLayout>
    );
  };
