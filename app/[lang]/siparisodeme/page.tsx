import { getTranslations } from 'next-intl/server';
import { AuthPage } from '@/components/account/AuthPage';
import { CheckoutSignIn } from '@/components/account/CheckoutSignIn';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { routes } from '@/lib/shop/routes';

export const generateMetadata = seoMetadata({
  path: routes.checkoutSignIn,
  noindex: true,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'auth' });
    return { title: t('checkoutMetaTitle'), description: t('checkoutMetaDescription') };
  },
});

/** Sign-in at checkout (spec 01 §2, 02 §2 siparisodeme): sign in, sign up or go on as a guest; members move on at once. */
export default async function CheckoutSignInPage(props: LangPageProps) {
  await openPage(props);
  const t = await getTranslations('auth');
  return (
    <AuthPage title={t('checkoutTitle')} intro={t('checkoutIntro')} width="default">
      <CheckoutSignIn />
    </AuthPage>
  );
}
