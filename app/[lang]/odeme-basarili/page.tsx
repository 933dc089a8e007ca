import { getTranslations } from 'next-intl/server';
import { BasketCountRefresh } from '@/components/checkout/BasketCountRefresh';
import { PaidOrderSummary } from '@/components/checkout/PaidOrderSummary';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { StatusPage } from '@/components/ui/StatusPage';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { routes } from '@/lib/shop/routes';

export const generateMetadata = seoMetadata({
  path: routes.paymentSuccess,
  noindex: true,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'checkout' });
    return { title: t('successMetaTitle'), description: t('successMetaDescription') };
  },
});

/**
 * odeme-basarili (spec 02 §2): the fixed text and a Home link, the same cached page for everyone.
 * Reaching it marks nothing paid (only the provider's callback does). Islands read the shopper's
 * own part: the order just paid (number, pieces, total, address, what comes next) and the header's
 * basket count, which the paid order emptied.
 */
export default async function PaymentSuccessPage(props: LangPageProps) {
  await openPage(props);
  const t = await getTranslations('checkout');
  const order = (
    <ClientMessages add={['checkout']}>
      <PaidOrderSummary />
    </ClientMessages>
  );
  return (
    <StatusPage eyebrow={t('resultEyebrow')} title={t('successTitle')} text={t('successText')} details={order}>
      <BasketCountRefresh />
      <ButtonLink href={routes.home()}>{t('home')}</ButtonLink>
    </StatusPage>
  );
}
