import { getTranslations } from 'next-intl/server';
import { Basket } from '@/components/basket/Basket';
import { BasketSuggestions } from '@/components/basket/BasketSuggestions';
import { CheckoutFrame } from '@/components/checkout/CheckoutFrame';
import { shopCountry } from '@/lib/server/country';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { read } from '@/lib/server/read';
import { languageIdOf } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import { ClientMessages } from '@/components/i18n/ClientMessages';

export const generateMetadata = seoMetadata({
  path: routes.basket,
  noindex: true,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'basket' });
    return { title: t('metaTitle'), description: t('metaDescription') };
  },
});

/**
 * The basket (spec 02 §2 sepetim). The page is the same for everyone and cached: the first checkout
 * step's frame and the suggestions slider; the shopper's lines are read by the island in the browser.
 */
export default async function BasketPage(props: LangPageProps) {
  const { locale } = await openPage(props);
  const [t, featured] = await Promise.all([
    getTranslations('basket'),
    shopCountry().then((country) => read('get-featured-products', { LanguageId: languageIdOf(locale), CountryId: country.id })),
  ]);
  return (
    <ClientMessages add={['basket', 'carousel', 'favourites']}>
      <CheckoutFrame step="basket" title={t('title')}>
        <Basket />
      </CheckoutFrame>
      <BasketSuggestions products={featured.productList} />
    </ClientMessages>
  );
}
