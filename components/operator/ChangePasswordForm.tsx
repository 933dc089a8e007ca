'use client';

import { useTranslations } from 'next-intl';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { useModals } from '@/components/modals/ModalProvider';
import { operatorChangePassword } from '@/lib/api/operator';
import { operatorChangePasswordSchema } from '@/lib/shop/validation/operators';

/** The current password, then a new one twice; the page reloads to whatever setup step is next. */
export function ChangePasswordForm() {
  const t = useTranslations('operator');
  const modals = useModals();
  const { formik, formRef } = useShopForm({
    initialValues: { OldPassword: '', Password: '', RePassword: '' },
    schema: operatorChangePasswordSchema,
    send: operatorChangePassword,
    onSuccess: ({ message }) => modals.showSuccess({ message, onClose: () => window.location.reload() }),
  });
  return (
    <ShopForm formik={formik} formRef={formRef} label={t('changePasswordTitle')}>
      <TextField name="OldPassword" label={t('currentPassword')} type="password" autoComplete="current-password" />
      <TextField name="Password" label={t('newPassword')} type="password" autoComplete="new-password" />
      <TextField name="RePassword" label={t('repeatPassword')} type="password" autoComplete="new-password" />
      <SubmitButton busyLabel={t('saving')}>{t('savePassword')}</SubmitButton>
    </ShopForm>
  );
}
