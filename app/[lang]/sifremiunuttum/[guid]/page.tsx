import { getTranslations } from 'next-intl/server';
import { AuthPage } from '@/components/account/AuthPage';
import { PasswordReset } from '@/components/account/PasswordReset';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { routes } from '@/lib/shop/routes';

// A one-time link per request for a new password: rendered per request, never kept in the page cache.
export const dynamic = 'force-dynamic';

type Params = { guid: string };

export const generateMetadata = seoMetadata<Params>({
  path: ({ guid }) => routes.passwordReset(guid),
  noindex: true,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'auth' });
    return { title: t('resetMetaTitle'), description: t('resetMetaDescription') };
  },
});

/** Password reset (spec 02 §2 sifremiunuttum/{guid}): the island checks the code, then asks for the new password twice. */
export default async function PasswordResetPage(props: LangPageProps<Params>) {
  const { params } = await openPage(props);
  const t = await getTranslations('auth');
  return (
    <AuthPage title={t('resetTitle')}>
      <PasswordReset guid={params.guid} />
    </AuthPage>
  );
}
