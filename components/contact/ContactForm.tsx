'use client';

import { useTranslations } from 'next-intl';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { contractLink } from '@/components/forms/contractLink';
import { PhoneField } from '@/components/forms/PhoneField';
import { SelectField } from '@/components/forms/SelectField';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { useModals } from '@/components/modals/ModalProvider';
import { callApi } from '@/lib/api/client';
import { KVKK_CONTRACT_ID } from '@/lib/shop/contracts';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_SUBJECTS, contactSchema, type ContactSubject } from '@/lib/shop/validation/contact';
import styles from './ContactForm.module.css';

interface ContactValues {
  NameSurname: string;
  Email: string;
  Phone: string;
  Subject: ContactSubject | '';
  Message: string;
  KvkkAccepted: boolean;
}

const EMPTY: ContactValues = { NameSurname: '', Email: '', Phone: '', Subject: '', Message: '', KvkkAccepted: false };

/**
 * The customer service form (spec 01 §5): nothing is sent until the personal-data box is ticked, and
 * the server's thanks arrive in the success modal with a way home.
 */
export function ContactForm() {
  const t = useTranslations('contact');
  const modals = useModals();
  const { formik, formRef } = useShopForm<ContactValues, null>({
    initialValues: EMPTY,
    schema: contactSchema,
    send: ({ Subject, ...values }) => callApi('add-contact-form', { ...values, Subject: Subject as ContactSubject }, { silent: true }),
    onSuccess: (envelope) => modals.showSuccess({ message: envelope.message, actions: ['home'] }),
  });
  return (
    <ShopForm formik={formik} formRef={formRef} label={t('formHeading')}>
        <div className={styles.pair}>
          <TextField name="NameSurname" label={t('nameSurname')} autoComplete="name" maxLength={CONTACT_NAME_MAX} />
          <TextField name="Email" label={t('emailLabel')} type="email" autoComplete="email" inputMode="email" />
        </div>
        <div className={styles.pair}>
          <PhoneField name="Phone" label={t('phoneLabel')} />
          <SelectField name="Subject" label={t('subject')} options={CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: t(`subjects.${subject}`) }))} />
        </div>
        <TextAreaField name="Message" label={t('message')} maxLength={CONTACT_MESSAGE_MAX} rows={7} />
        <CheckboxField name="KvkkAccepted" label={t.rich('kvkk', { link: contractLink(KVKK_CONTRACT_ID, t('newTab')) })} />
        <SubmitButton>{t('submit')}</SubmitButton>
    </ShopForm>
  );
}
