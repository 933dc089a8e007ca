'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { StatusPage } from '@/components/ui/StatusPage';
import { routes } from '@/lib/shop/routes';

/**
 * A page whose data could not be read: answered with status 500 and never cached, so the next
 * request renders afresh. Retry asks the server again (a refresh), then clears the boundary.
 */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errorPage');
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  const retry = () =>
    startRetry(() => {
      router.refresh();
      reset();
    });
  return (
    <StatusPage eyebrow={t('eyebrow')} title={t('title')} text={t('text')}>
      <Button onClick={retry} disabled={retrying} aria-busy={retrying}>
        {retrying ? t('retrying') : t('retry')}
      </Button>
      <ButtonLink href={routes.home()} variant="secondary">
        {t('home')}
      </ButtonLink>
    </StatusPage>
  );
}
