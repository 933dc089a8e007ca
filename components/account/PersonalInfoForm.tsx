'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { PhoneField } from '@/components/forms/PhoneField';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { useModals } from '@/components/modals/ModalProvider';
import { changePersonalInformation } from '@/lib/api/account';
import { rememberMember, type Member } from '@/lib/api/member';
import { nationalDigits } from '@/lib/shop/validation/common';
import { NAME_MAX, personalInfoSchema } from '@/lib/shop/validation/account';
import formStyles from '@/components/forms/Form.module.css';
import styles from './Profile.module.css';

interface PersonalInfoFormProps {
  user: Member;
  onSaved: (user: Member) => void;
  /** The session ended meanwhile (401): the page shows its sign-in panel. */
  onSignedOut: () => void;
}

/** Name and phone (/change-personal-information); the email is the sign-in name, shown and not changed here. */
export function PersonalInfoForm({ user, onSaved, onSignedOut }: PersonalInfoFormProps) {
  const t = useTranslations('profile');
  const modals = useModals();
  const emailId = useId();
  const { formik, formRef } = useShopForm({
    initialValues: { NameSurname: user.NameSurname, Phone: nationalDigits(user.Phone) },
    schema: personalInfoSchema,
    send: changePersonalInformation,
    resetOnSuccess: false,
    onSuccess: (envelope) => {
      rememberMember(envelope.data.User);
      onSaved(envelope.data.User);
      modals.showSuccess({ message: envelope.message });
    },
    onRefusal: (envelope) => {
      if (envelope.code !== 'login_required') return false;
      onSignedOut();
      return true;
    },
  });
  return (
    <section className={styles.panel} aria-labelledby="profile-personal">
      <h2 id="profile-personal" className={styles.title}>
        {t('personalTitle')}
      </h2>
      <ShopForm formik={formik} formRef={formRef} label={t('personalTitle')}>
        <TextField name="NameSurname" label={t('nameSurname')} autoComplete="name" maxLength={NAME_MAX} />
        <div className={formStyles.field}>
          <label htmlFor={emailId} className={formStyles.label}>
            {t('email')}
          </label>
          <input id={emailId} type="email" value={user.Email} readOnly aria-describedby={`${emailId}-hint`} className={`${formStyles.input} ${styles.readOnly}`} />
          <p id={`${emailId}-hint`} className={formStyles.hint}>
            {t('emailHint')}
          </p>
        </div>
        <PhoneField name="Phone" label={t('phone')} />
        <SubmitButton busyLabel={t('saving')}>{t('save')}</SubmitButton>
      </ShopForm>
    </section>
  );
}
