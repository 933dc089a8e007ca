import { getTranslations } from 'next-intl/server';
import { ActivationStatus } from '@/components/account/ActivationStatus';
import { AuthPage } from '@/components/account/AuthPage';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { routes } from '@/lib/shop/routes';

// A one-time link per member: rendered per request, so no code ever takes a place in the page cache.
export const dynamic = 'force-dynamic';

type Params = { guid: string };

export const generateMetadata = seoMetadata<Params>({
  path: ({ guid }) => routes.activation(guid),
  noindex: true,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'auth' });
    return { title: t('activationMetaTitle'), description: t('activationMetaDescription') };
  },
});

/** Account activation (spec 02 §2 aktivasyon/{guid}): the island posts the code and shows the server's answer. */
export default async function ActivationPage(props: LangPageProps<Params>) {
  const { params } = await openPage(props);
  const t = await getTranslations('auth');
  return (
    <AuthPage title={t('activationTitle')}>
      <ActivationStatus guid={params.guid} />
    </AuthPage>
  );
}
