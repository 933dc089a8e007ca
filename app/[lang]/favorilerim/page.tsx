import { getTranslations } from 'next-intl/server';
import { AccountShell } from '@/components/account/AccountShell';
import { FavouriteProducts } from '@/components/account/favourites/FavouriteProducts';
import { PageIntro } from '@/components/ui/PageIntro';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { routes } from '@/lib/shop/routes';
import { ClientMessages } from '@/components/i18n/ClientMessages';

export const generateMetadata = seoMetadata({
  path: routes.favourites,
  noindex: true,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'favouritesPage' });
    return { title: t('metaTitle'), description: t('metaDescription') };
  },
});

/** The favourites page (spec 01 §4, favorilerim): the same cached page for everyone; the member's cards are read by the island. */
export default async function FavouritesPage(props: LangPageProps) {
  await openPage(props);
  const [t, tAccount] = await Promise.all([getTranslations('favouritesPage'), getTranslations('account')]);
  return (
    <ClientMessages add={['favouritesPage', 'product']}>
      <PageIntro eyebrow={tAccount('menuLabel')} title={t('title')} intro={t('intro')} />
      <AccountShell>
        <FavouriteProducts />
      </AccountShell>
    </ClientMessages>
  );
}
