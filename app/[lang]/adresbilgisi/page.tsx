import { getTranslations } from 'next-intl/server';
import { AddressStep } from '@/components/checkout/AddressStep';
import { CheckoutFrame } from '@/components/checkout/CheckoutFrame';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { read } from '@/lib/server/read';
import { TURKEY } from '@/lib/shop/country';
import { routes } from '@/lib/shop/routes';
import { ClientMessages } from '@/components/i18n/ClientMessages';

export const generateMetadata = seoMetadata({
  path: routes.address,
  noindex: true,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'checkout' });
    return { title: t('addressMetaTitle'), description: t('addressMetaDescription') };
  },
});

/**
 * The address step (spec 02 §2 adresbilgisi). The page is the same for everyone and cached, with
 * Türkiye's cities in it; the shopper's addresses, basket and typed data live in the island.
 */
export default async function AddressStepPage(props: LangPageProps) {
  await openPage(props);
  const [t, { cityList }] = await Promise.all([getTranslations('checkout'), read('get-city-list', { CountryId: TURKEY.id })]);
  return (
    <ClientMessages add={['addresses', 'checkout']}>
      <CheckoutFrame step="address" title={t('addressTitle')} intro={t('addressIntro')}>
        <AddressStep cities={cityList} />
      </CheckoutFrame>
    </ClientMessages>
  );
}
