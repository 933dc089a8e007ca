import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SignInForm } from '@/components/operator/SignInForm';
import { SignInFrame } from '@/components/operator/SignInFrame';
import { currentOperator, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { localizedPath } from '@/lib/shop/locale';
import { operatorRoutes } from '@/lib/shop/operator-routes';

export const generateMetadata = operatorTitle('operator', 'signInTitle');

/** /yonetim/giris: an operator already signed in goes straight on. */
export default async function SignInPage(props: LangPageProps) {
  const { locale } = await openPage(props);
  if (await currentOperator(locale)) redirect(localizedPath(operatorRoutes.home(), locale));
  const t = await getTranslations('operator');
  return (
    <SignInFrame title={t('signInTitle')} intro={t('signInIntro')}>
      <SignInForm />
    </SignInFrame>
  );
}
