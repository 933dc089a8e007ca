'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { operatorSetPassword } from '@/lib/api/operator';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import { operatorSetPasswordSchema } from '@/lib/shop/validation/operators';

/** The one-time link's form: a new password twice; then the link is spent and sign-in is next. */
export function SetPasswordForm({ code }: { code: string }) {
  const t = useTranslations('operator');
  const [done, setDone] = useState(false);
  const { formik, formRef } = useShopForm({
    initialValues: { Code: code, Password: '', RePassword: '' },
    schema: operatorSetPasswordSchema,
    send: operatorSetPassword,
    onSuccess: () => setDone(true),
  });
  if (done) {
    return (
      <div role="status">
        <p>{t('passwordSet')}</p>
        <ButtonLink href={operatorRoutes.signIn()}>{t('goToSignIn')}</ButtonLink>
      </div>
    );
  }
  return (
    <ShopForm formik={formik} formRef={formRef} label={t('setPasswordTitle')}>
      <TextField name="Password" label={t('newPassword')} type="password" autoComplete="new-password" />
      <TextField name="RePassword" label={t('repeatPassword')} type="password" autoComplete="new-password" />
      <SubmitButton busyLabel={t('saving')}>{t('savePassword')}</SubmitButton>
    </ShopForm>
  );
}
