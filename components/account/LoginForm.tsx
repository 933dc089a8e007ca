'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { useModals } from '@/components/modals/ModalProvider';
import { useIsClient } from '@/components/ui/useIsClient';
import { logIn } from '@/lib/api/sign-in';
import { readStorage, STORAGE_KEYS } from '@/lib/shop/storage';
import { loginSchema } from '@/lib/shop/validation/account';
import { NotActiveNotice } from './NotActiveNotice';
import styles from './Auth.module.css';

interface LoginValues {
  Email: string;
  Password: string;
}

const EMPTY: LoginValues = { Email: '', Password: '' };

interface LoginFormProps {
  /** "Forgot password?": the modal switches form, the checkout page opens the modal in that mode. */
  onForgot: () => void;
}

/**
 * Email and password (spec 01 §4): success reloads the page as a member; a refusal shows the stored
 * `errorMessage` in the error modal, except a not-activated account, which is offered a new link here.
 */
export function LoginForm({ onForgot }: LoginFormProps) {
  const t = useTranslations('auth');
  const modals = useModals();
  // The forgot form opens only with JavaScript; until hydrated the button says so by being disabled.
  const interactive = useIsClient();
  const [notActive, setNotActive] = useState<{ email: string; message: string } | null>(null);
  const { formik, formRef } = useShopForm<LoginValues, unknown>({
    initialValues: EMPTY,
    schema: loginSchema,
    send: async (values) => {
      setNotActive(null);
      return logIn(values);
    },
    // The page reloads as a member; what was typed stays until it does.
    resetOnSuccess: false,
    onSuccess: () => undefined,
    onRefusal: (envelope) => {
      if (envelope.code === 'account_not_active') setNotActive({ email: formik.values.Email.trim(), message: envelope.message });
      else modals.showError({ message: readStorage(STORAGE_KEYS.errorMessage) ?? envelope.message });
      return true;
    },
  });

  return (
    <div className={styles.stack}>
      <ShopForm formik={formik} formRef={formRef} label={t('loginTitle')}>
        <TextField name="Email" label={t('email')} type="email" autoComplete="email" inputMode="email" />
        <TextField name="Password" label={t('password')} type="password" autoComplete="current-password" />
        <button type="button" className={styles.textButton} onClick={onForgot} disabled={!interactive}>
          {t('forgotLink')}
        </button>
        {notActive ? <NotActiveNotice email={notActive.email} message={notActive.message} /> : null}
        <SubmitButton busyLabel={t('submitting')}>{t('submit')}</SubmitButton>
      </ShopForm>
    </div>
  );
}
