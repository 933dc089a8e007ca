import { getTranslations } from 'next-intl/server';
import { Basket } from '@/components/basket/Basket';
import { BasketSuggestions } from '@/components/basket/BasketSuggestions';
import { CheckoutFrame } from '@/components/checkout/CheckoutFrame';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
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
 * step's frame; the shopper's lines and the suggestions that follow them are read by islands in the browser.
 */
export default async function BasketPage(props: LangPageProps) {
  const { locale } = await openPage(props);
  const t = await getTranslations({ locale, namespace: 'basket' });
  return (
    <ClientMessages add={['basket', 'carousel', 'product']}>
      <CheckoutFrame step="basket" title={t('title')}>
        <Basket />
      </CheckoutFrame>
      <BasketSuggestions />
    </ClientMessages>
  );
}
