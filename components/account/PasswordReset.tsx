'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { useModals } from '@/components/modals/ModalProvider';
import { forgotPasswordData, setNewPassword } from '@/lib/api/account';
import { PASSWORD_MAX, resetPasswordSchema } from '@/lib/shop/validation/account';
import { Waiting } from '@/components/ui/Waiting';
import styles from './Auth.module.css';

type Request = { state: 'waiting' } | { state: 'ready'; message: string; Code: string; UserId: number } | { state: 'refused'; message: string };

/**
 * Spec 02 §2 sifremiunuttum/{guid}: the mailed code is checked on load; the two passwords must match
 * before anything is sent (the schema's message); success and refusal come in modals.
 */
export function PasswordReset({ guid }: { guid: string }) {
  const t = useTranslations('auth');
  const modals = useModals();
  const [request, setRequest] = useState<Request>({ state: 'waiting' });

  useEffect(() => {
    let current = true;
    void forgotPasswordData(guid).then((reply) => {
      if (!current) return;
      if (reply?.succeeded) {
        setRequest({ state: 'ready', message: reply.message || t('resetIntro'), ...reply.data });
        return;
      }
      setRequest({ state: 'refused', message: reply?.message ?? '' });
      modals.showError({ message: reply?.message, actions: ['back', 'home'] });
    });
    return () => {
      current = false;
    };
  }, [guid, t, modals]);

  if (request.state === 'waiting') return <Waiting>{t('resetWaiting')}</Waiting>;
  if (request.state === 'refused')
    return (
      <p className={styles.lead} role="alert">
        {request.message}
      </p>
    );
  return <NewPasswordForm message={request.message} Code={request.Code} UserId={request.UserId} />;
}

function NewPasswordForm({ message, Code, UserId }: { message: string; Code: string; UserId: number }) {
  const t = useTranslations('auth');
  const modals = useModals();
  const { formik, formRef } = useShopForm({
    initialValues: { Password: '', RePassword: '', Code, UserId },
    schema: resetPasswordSchema,
    send: setNewPassword,
    onSuccess: (envelope) => modals.showSuccess({ message: envelope.message, actions: ['home'] }),
    onRefusal: (envelope) => {
      modals.showError({ message: envelope.message, actions: ['back'] });
      return true;
    },
  });
  return (
    <div className={styles.panel}>
      <p className={styles.lead}>{message}</p>
      <ShopForm formik={formik} formRef={formRef} label={t('resetTitle')}>
        <TextField name="Password" label={t('newPassword')} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} hint={t('passwordHint')} />
        <TextField name="RePassword" label={t('repeatPassword')} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} />
        <SubmitButton>{t('resetSubmit')}</SubmitButton>
      </ShopForm>
    </div>
  );
}
