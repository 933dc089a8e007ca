'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { operatorLogin } from '@/lib/api/operator';
import { localizedPath, type Locale } from '@/lib/shop/locale';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import { operatorLoginSchema } from '@/lib/shop/validation/operators';

interface SignInValues {
  Email: string;
  Password: string;
  Code: string;
}

/**
 * E-mail and password; the code field appears once the server says this operator signs in with a
 * second factor. A first sign-in goes on to the account page for a new password (or an owner's
 * enrolment), any other to the orders.
 */
export function SignInForm() {
  const t = useTranslations('operator');
  const locale = useLocale() as Locale;
  const [needsCode, setNeedsCode] = useState(false);
  const { formik, formRef } = useShopForm<SignInValues, { Next: 'password' | 'two-factor' | null } | null>({
    initialValues: { Email: '', Password: '', Code: '' },
    schema: operatorLoginSchema,
    send: async (values) => {
      const reply = await operatorLogin({ ...values, Code: values.Code || null });
      // Once asked for, the code field stays, even while the operator retypes it.
      if (reply && !reply.succeeded && reply.errors?.Code) setNeedsCode(true);
      return reply;
    },
    resetOnSuccess: false,
    onSuccess: ({ data }) => {
      window.location.assign(localizedPath(data?.Next ? operatorRoutes.account() : operatorRoutes.home(), locale));
    },
    onRefusal: () => false,
  });

  return (
    <ShopForm formik={formik} formRef={formRef} label={t('signInTitle')}>
      <TextField name="Email" label={t('email')} type="email" autoComplete="username" inputMode="email" />
      <TextField name="Password" label={t('password')} type="password" autoComplete="current-password" />
      {needsCode ? <TextField name="Code" label={t('code')} hint={t('codeHint')} inputMode="numeric" autoComplete="one-time-code" autoFocus /> : null}
      <SubmitButton busyLabel={t('signingIn')}>{t('signIn')}</SubmitButton>
    </ShopForm>
  );
}
