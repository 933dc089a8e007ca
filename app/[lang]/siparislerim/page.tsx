import { getTranslations } from 'next-intl/server';
import { AccountShell } from '@/components/account/AccountShell';
import { OrderList } from '@/components/account/orders/OrderList';
import { PageIntro } from '@/components/ui/PageIntro';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { routes } from '@/lib/shop/routes';
import { ClientMessages } from '@/components/i18n/ClientMessages';

export const generateMetadata = seoMetadata({
  path: routes.orders,
  noindex: true,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'orders' });
    return { title: t('metaTitle'), description: t('metaDescription') };
  },
});

/** siparislerim (spec 02 §2): the same cached page for everyone; the member's orders load in the island. */
export default async function OrdersPage(props: LangPageProps) {
  await openPage(props);
  const [t, tAccount] = await Promise.all([getTranslations('orders'), getTranslations('account')]);
  return (
    <ClientMessages add={['orders']}>
      <PageIntro eyebrow={tAccount('menuLabel')} title={t('title')} intro={t('intro')} />
      <AccountShell>
        <OrderList />
      </AccountShell>
    </ClientMessages>
  );
}
