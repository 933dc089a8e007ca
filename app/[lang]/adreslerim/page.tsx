import { getTranslations } from 'next-intl/server';
import { AccountShell } from '@/components/account/AccountShell';
import { AddressBook } from '@/components/account/addresses/AddressBook';
import { PageIntro } from '@/components/ui/PageIntro';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { read } from '@/lib/server/read';
import { TURKEY } from '@/lib/shop/country';
import { routes } from '@/lib/shop/routes';
import { ClientMessages } from '@/components/i18n/ClientMessages';

export const generateMetadata = seoMetadata({
  path: routes.addresses,
  noindex: true,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'addresses' });
    return { title: t('metaTitle'), description: t('metaDescription') };
  },
});

/**
 * The address book (spec 02 §2 adreslerim). The page is the same for everyone and cached; Türkiye's
 * cities come with it, and the member's addresses are read by the island in the browser.
 */
export default async function AddressesPage(props: LangPageProps) {
  await openPage(props);
  const [t, tAccount, { cityList }] = await Promise.all([getTranslations('addresses'), getTranslations('account'), read('get-city-list', { CountryId: TURKEY.id })]);
  return (
    <ClientMessages add={['addresses']}>
      <PageIntro eyebrow={tAccount('menuLabel')} title={t('title')} intro={t('intro')} />
      <AccountShell>
        <AddressBook cities={cityList} />
      </AccountShell>
    </ClientMessages>
  );
}
