import { getTranslations } from 'next-intl/server';
import { AuthPage } from '@/components/account/AuthPage';
import { SignInPrompt } from '@/components/account/SignInPrompt';
import { SignUpForm } from '@/components/account/SignUpForm';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { routes } from '@/lib/shop/routes';
import styles from '@/components/account/Auth.module.css';

export const generateMetadata = seoMetadata({
  path: routes.signUp,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'auth' });
    return { title: t('signUpMetaTitle'), description: t('signUpMetaDescription') };
  },
});

/** Sign-up (spec 02 §2 uyeol): the form on a quiet panel, and a way to sign in for those already members. */
export default async function SignUpPage(props: LangPageProps) {
  await openPage(props);
  const t = await getTranslations('auth');
  return (
    <AuthPage title={t('signUpTitle')} intro={t('signUpIntro')}>
      <div className={styles.stack}>
        <section aria-labelledby="sign-up-form" className={styles.panel}>
          <h2 id="sign-up-form" className={styles.panelTitle}>
            {t('signUpFormTitle')}
          </h2>
          <SignUpForm />
        </section>
        <SignInPrompt />
      </div>
    </AuthPage>
  );
}
