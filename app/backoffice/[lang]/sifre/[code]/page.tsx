import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SetPasswordForm } from '@/components/operator/SetPasswordForm';
import { SignInFrame } from '@/components/operator/SignInFrame';
import { operatorLinkHolder } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { OPERATOR_PASSWORD_MIN } from '@/lib/shop/validation/operators';

type Params = { code: string };

export async function generateMetadata(props: LangPageProps<Params>): Promise<Metadata> {
  const { locale } = await openPage(props);
  const t = await getTranslations({ locale, namespace: 'operator' });
  return { title: t('setPasswordTitle'), referrer: 'no-referrer' };
}

/** /yonetim/sifre/{code}: the one-time link `npm run operator -- add` prints. */
export default async function SetPasswordPage(props: LangPageProps<Params>) {
  const { locale, params } = await openPage(props);
  const t = await getTranslations('operator');
  const holder = await operatorLinkHolder(params.code, locale);
  return (
    <SignInFrame title={t('setPasswordTitle')} intro={holder ? t('setPasswordIntro', { email: holder.Email, min: OPERATOR_PASSWORD_MIN }) : undefined}>
      {holder ? <SetPasswordForm code={params.code} /> : <p role="alert">{t('linkInvalid')}</p>}
    </SignInFrame>
  );
}
