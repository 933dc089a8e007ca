'use client';

import { useTranslations } from 'next-intl';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { contractLink } from '@/components/forms/contractLink';
import { FieldRow } from '@/components/forms/FieldRow';
import { PhoneField } from '@/components/forms/PhoneField';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { useModals } from '@/components/modals/ModalProvider';
import { register } from '@/lib/api/account';
import { KVKK_CONTRACT_ID, TERMS_CONTRACT_ID } from '@/lib/shop/contracts';
import { NAME_MAX, PASSWORD_MAX, registerSchema } from '@/lib/shop/validation/account';
import { ActivationInfo } from './ActivationInfo';

interface SignUpValues {
  Name: string;
  Email: string;
  Phone: string;
  Password: string;
  RePassword: string;
  TermsAccepted: boolean;
  KvkkAccepted: boolean;
}

const EMPTY: SignUpValues = { Name: '', Email: '', Phone: '', Password: '', RePassword: '', TermsAccepted: false, KvkkAccepted: false };

/**
 * Sign-up (spec 02 §2 uyeol, §5): both consent boxes must be ticked before anything is sent; the
 * server's field messages land beside the fields, and success opens the activation-information modal.
 */
export function SignUpForm() {
  const t = useTranslations('auth');
  const modals = useModals();
  const { formik, formRef } = useShopForm<SignUpValues, null>({
    initialValues: EMPTY,
    schema: registerSchema,
    send: register,
    onSuccess: (_envelope, { Email }) => modals.open({ title: t('activationInfoTitle'), content: <ActivationInfo email={Email.trim()} /> }),
  });
  return (
    <ShopForm formik={formik} formRef={formRef} label={t('signUpFormTitle')}>
      <TextField name="Name" label={t('name')} autoComplete="name" maxLength={NAME_MAX} />
      <FieldRow>
        <TextField name="Email" label={t('email')} type="email" autoComplete="email" inputMode="email" />
        <PhoneField name="Phone" label={t('phone')} />
      </FieldRow>
      <FieldRow>
        <TextField name="Password" label={t('password')} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} hint={t('passwordHint')} />
        <TextField name="RePassword" label={t('rePassword')} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} />
      </FieldRow>
      <CheckboxField name="TermsAccepted" label={t.rich('terms', { link: contractLink(TERMS_CONTRACT_ID, t('newTab')) })} />
      <CheckboxField name="KvkkAccepted" label={t.rich('kvkk', { link: contractLink(KVKK_CONTRACT_ID, t('newTab')) })} />
      <SubmitButton>{t('signUpSubmit')}</SubmitButton>
    </ShopForm>
  );
}
