'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { Button } from '@/components/ui/Button';
import { useIsClient } from '@/components/ui/useIsClient';
import { operatorTwoFactorConfirm, operatorTwoFactorStart } from '@/lib/api/operator';
import { operatorCodeSchema } from '@/lib/shop/validation/operators';
import styles from './Operator.module.css';

interface Enrolment {
  Secret: string;
  Uri: string;
  QrSvg: string;
}

/**
 * Enrolment: the server makes a secret and shows it once (QR code, otpauth link, the secret to
 * type); a code from the app confirms it. Then the page reloads to what is next.
 */
export function TwoFactorEnrol() {
  const t = useTranslations('operator');
  const interactive = useIsClient();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const { formik, formRef } = useShopForm({
    initialValues: { Code: '' },
    schema: operatorCodeSchema,
    send: operatorTwoFactorConfirm,
    onSuccess: () => window.location.reload(),
  });
  const start = async () => {
    const reply = await operatorTwoFactorStart();
    if (reply?.succeeded) setEnrolment(reply.data);
  };
  if (!enrolment) {
    return (
      <Button onClick={start} disabled={!interactive}>
        {t('twoFactorStart')}
      </Button>
    );
  }
  return (
    <div className={styles.stack}>
      {/* The SVG is the qrcode package's own output for the server's otpauth URI: no text from anyone. */}
      <div role="img" aria-label={t('twoFactorQr')} className={styles.qr} dangerouslySetInnerHTML={{ __html: enrolment.QrSvg }} />
      <dl className={styles.facts}>
        <dt>{t('twoFactorSecret')}</dt>
        <dd>
          <code data-testid="totp-secret">{enrolment.Secret}</code>
        </dd>
        <dt>{t('twoFactorUri')}</dt>
        <dd>
          <a href={enrolment.Uri}>{enrolment.Uri}</a>
        </dd>
      </dl>
      <ShopForm formik={formik} formRef={formRef} label={t('twoFactorTitle')}>
        <TextField name="Code" label={t('code')} hint={t('codeHint')} inputMode="numeric" autoComplete="one-time-code" />
        <SubmitButton busyLabel={t('saving')}>{t('twoFactorConfirm')}</SubmitButton>
      </ShopForm>
    </div>
  );
}
