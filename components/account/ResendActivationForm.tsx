'use client';

import { useTranslations } from 'next-intl';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { useModals } from '@/components/modals/ModalProvider';
import { resendActivation } from '@/lib/api/account';
import { emailOnlySchema } from '@/lib/shop/validation/account';

/** A new activation link for a used or expired one: the answer is the same whether or not the address has an account. */
export function ResendActivationForm() {
  const t = useTranslations('auth');
  const modals = useModals();
  const { formik, formRef } = useShopForm<{ Email: string }, null>({
    initialValues: { Email: '' },
    schema: emailOnlySchema,
    send: ({ Email }) => resendActivation(Email),
    onSuccess: (envelope) => modals.showSuccess({ message: envelope.message }),
  });
  return (
    <ShopForm formik={formik} formRef={formRef} label={t('newLinkTitle')}>
      <TextField name="Email" label={t('email')} type="email" autoComplete="email" inputMode="email" />
      <SubmitButton>{t('newLinkSubmit')}</SubmitButton>
    </ShopForm>
  );
}
