import { getTranslations } from 'next-intl/server';
import { ApplicationLayout } from '@/components/applications/ApplicationLayout';
import { CareerApplicationForm } from '@/components/applications/CareerApplicationForm';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { routes } from '@/lib/shop/routes';
import { ClientMessages } from '@/components/i18n/ClientMessages';

export const generateMetadata = seoMetadata({
  path: routes.career,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'career' });
    return { title: t('metaTitle'), description: t('metaDescription') };
  },
});

/** Career application (spec 02 §2 career). */
export default async function CareerPage(props: LangPageProps) {
  await openPage(props);
  return (
    <ClientMessages add={['career']}>
      <ApplicationLayout namespace="career">
        <CareerApplicationForm />
      </ApplicationLayout>
    </ClientMessages>
  );
}
