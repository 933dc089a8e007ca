import { getTranslations } from 'next-intl/server';
import { CardModeNotice } from '@/components/checkout/CardModeNotice';
import { CheckoutFrame } from '@/components/checkout/CheckoutFrame';
import { PaymentStep } from '@/components/checkout/PaymentStep';
import { cardMode, openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { routes } from '@/lib/shop/routes';
import { ClientMessages } from '@/components/i18n/ClientMessages';

export const generateMetadata = seoMetadata({
  path: routes.payment,
  noindex: true,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'checkout' });
    return { title: t('paymentMetaTitle'), description: t('paymentMetaDescription') };
  },
});

/**
 * The payment step (spec 02 §2 odemeyontemi): the same cached page for everyone; the stored address
 * data, basket and card live in the island. How cards are taken is the server's setting, the same
 * for every shopper, so its notice is part of the cached page.
 */
export default async function PaymentStepPage(props: LangPageProps) {
  await openPage(props);
  const t = await getTranslations('checkout');
  return (
    <ClientMessages add={['checkout']}>
      <CheckoutFrame step="payment" title={t('paymentTitle')} intro={t('paymentIntro')}>
        <CardModeNotice mode={cardMode()} />
        <PaymentStep />
      </CheckoutFrame>
    </ClientMessages>
  );
}
