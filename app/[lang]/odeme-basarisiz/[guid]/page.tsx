import { getTranslations } from 'next-intl/server';
import { PaymentFailure } from '@/components/checkout/PaymentFailure';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { routes } from '@/lib/shop/routes';
import { ClientMessages } from '@/components/i18n/ClientMessages';

// One address per payment attempt: rendered per request, so no attempt ever takes a place in the page cache.
export const dynamic = 'force-dynamic';

type Params = { guid: string };

export const generateMetadata = seoMetadata<Params>({
  path: ({ guid }) => routes.paymentFailure(guid),
  noindex: true,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'checkout' });
    return { title: t('failureMetaTitle'), description: t('failureMetaDescription') };
  },
});

/** odeme-basarisiz/{guid} (spec 02 §2): the fixed title, and the island reads the provider's reason for this merchant order id. */
export default async function PaymentFailurePage(props: LangPageProps<Params>) {
  const { params } = await openPage(props);
  return (
    <ClientMessages add={['checkout']}>
      <PaymentFailure merchantOid={params.guid} />
    </ClientMessages>
  );
}
