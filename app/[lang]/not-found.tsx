import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { StatusPage } from '@/components/ui/StatusPage';
import { routes } from '@/lib/shop/routes';

/** Any unknown path: a calm way back, inside the normal header and footer. */
export default function NotFound() {
  const t = useTranslations('notFound');
  return (
    <StatusPage eyebrow={t('eyebrow')} title={t('title')} text={t('text')}>
      <ButtonLink href={routes.home()}>{t('home')}</ButtonLink>
      <ButtonLink href={routes.allProducts()} variant="secondary">
        {t('browse')}
      </ButtonLink>
    </StatusPage>
  );
}
