import { getTranslations } from 'next-intl/server';
import { CheckoutFrame } from '@/components/checkout/CheckoutFrame';
import { GuestCheckout } from '@/components/checkout/GuestCheckout';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { routes } from '@/lib/shop/routes';
import { ClientMessages } from '@/components/i18n/ClientMessages';

export const generateMetadata = seoMetadata({
  path: routes.guestCheckout,
  noindex: true,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'checkout' });
    return { title: t('guestMetaTitle'), description: t('guestMetaDescription') };
  },
});

/** The guest checkout entry (spec 02 §2 uyeliksizalisveris): the same cached page for everyone; the island keeps the e-mail in the browser. */
export default async function GuestCheckoutPage(props: LangPageProps) {
  await openPage(props);
  const t = await getTranslations('checkout');
  return (
    <ClientMessages add={['checkout']}>
      <CheckoutFrame step="account" title={t('guestMetaTitle')}>
        <GuestCheckout />
      </CheckoutFrame>
    </ClientMessages>
  );
}
