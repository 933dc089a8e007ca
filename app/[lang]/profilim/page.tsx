import { getTranslations } from 'next-intl/server';
import { AccountShell } from '@/components/account/AccountShell';
import { ProfileEditor } from '@/components/account/ProfileEditor';
import { PageIntro } from '@/components/ui/PageIntro';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { routes } from '@/lib/shop/routes';
import { ClientMessages } from '@/components/i18n/ClientMessages';

export const generateMetadata = seoMetadata({
  path: routes.profile,
  noindex: true,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'profile' });
    return { title: t('metaTitle'), description: t('metaDescription') };
  },
});

/** profilim (spec 02 §2): the same cached page for everyone; the member's details load in the island. */
export default async function ProfilePage(props: LangPageProps) {
  await openPage(props);
  const [t, tAccount] = await Promise.all([getTranslations('profile'), getTranslations('account')]);
  return (
    <ClientMessages add={['profile']}>
      <PageIntro eyebrow={tAccount('menuLabel')} title={t('title')} />
      <AccountShell>
        <ProfileEditor />
      </AccountShell>
    </ClientMessages>
  );
}
