'use client';

import { useTranslations } from 'next-intl';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { sendForgotPasswordMail } from '@/lib/api/account';
import { emailOnlySchema } from '@/lib/shop/validation/account';
import styles from './Auth.module.css';

/** Spec 01 §4 password reset request: one email; the answer is the same whether or not it has an account. */
export function ForgotPasswordForm({ onSent, onBack }: { onSent: (email: string) => void; onBack: () => void }) {
  const t = useTranslations('auth');
  const { formik, formRef } = useShopForm<{ Email: string }, null>({
    initialValues: { Email: '' },
    schema: emailOnlySchema,
    send: ({ Email }) => sendForgotPasswordMail(Email),
    onSuccess: (_envelope, { Email }) => onSent(Email.trim()),
  });
  return (
    <div className={styles.stack}>
      <p className={styles.lead}>{t('forgotIntro')}</p>
      <ShopForm formik={formik} formRef={formRef} label={t('forgotTitle')}>
        <TextField name="Email" label={t('email')} type="email" autoComplete="email" inputMode="email" />
        <SubmitButton>{t('forgotSubmit')}</SubmitButton>
      </ShopForm>
      <button type="button" className={styles.textButton} onClick={onBack}>
        {t('backToLogin')}
      </button>
    </div>
  );
}
