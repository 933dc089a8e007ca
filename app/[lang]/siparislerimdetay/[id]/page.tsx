import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountShell } from '@/components/account/AccountShell';
import { OrderDetailView } from '@/components/account/orders/OrderDetailView';
import { PageIntro } from '@/components/ui/PageIntro';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { parseRouteId } from '@/lib/shop/route-params';
import { routes } from '@/lib/shop/routes';
import { ClientMessages } from '@/components/i18n/ClientMessages';

type Params = { id: string };

/** Rendered on first request and cached like every page: the shell holds only the id, never the order. */
export function generateStaticParams(): Params[] {
  return [];
}

export const generateMetadata = seoMetadata<Params>({
  path: ({ id }) => routes.order(parseRouteId(id) ?? 0),
  noindex: true,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'orders' });
    return { title: t('detailMetaTitle'), description: t('detailMetaDescription') };
  },
});

/**
 * siparislerimdetay/{id} (spec 02 §2): the same page for every shopper; the island reads the order
 * for the signed-in member, and another member's order reads as not found there.
 */
export default async function OrderPage(props: LangPageProps<Params>) {
  const { params } = await openPage(props);
  const orderId = parseRouteId(params.id);
  if (!orderId) notFound();
  const [t, tAccount] = await Promise.all([getTranslations('orders'), getTranslations('account')]);
  return (
    <ClientMessages add={['orders', 'contentEditingContracts']}>
      <PageIntro eyebrow={tAccount('menuLabel')} title={t('detailTitle')} />
      <AccountShell>
        <OrderDetailView orderId={orderId} />
      </AccountShell>
    </ClientMessages>
  );
}
