'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { StatusPage } from '@/components/ui/StatusPage';
import { paymentFailReason } from '@/lib/api/checkout';
import { routes } from '@/lib/shop/routes';

/**
 * The failure page's island: the fixed title at once, then the provider's reason for this attempt
 * (/get-payment-fail-reason). An unknown attempt or a failed read keeps a general reason; the ways
 * on are another try (from the address step, the stored data is gone by now) and the basket, which
 * still holds the pieces.
 */
export function PaymentFailure({ merchantOid }: { merchantOid: string }) {
  const t = useTranslations('checkout');
  const [reason, setReason] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void paymentFailReason(merchantOid, controller.signal).then((text) => {
      if (!controller.signal.aborted) setReason(text || t('failureUnknown'));
    });
    return () => controller.abort();
  }, [merchantOid, t]);

  return (
    <StatusPage eyebrow={t('resultEyebrow')} title={t('failureTitle')} text={reason ?? t('failureLoading')}>
      <ButtonLink href={routes.address()}>{t('tryAgain')}</ButtonLink>
      <ButtonLink href={routes.basket()} variant="secondary">
        {t('backToBasket')}
      </ButtonLink>
    </StatusPage>
  );
}
