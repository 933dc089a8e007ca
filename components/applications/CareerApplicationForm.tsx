'use client';

import { useTranslations } from 'next-intl';
import { FieldRow } from '@/components/forms/FieldRow';
import { FileField } from '@/components/forms/FileField';
import { PhoneField } from '@/components/forms/PhoneField';
import { RadioGroupField } from '@/components/forms/RadioGroupField';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { useModals } from '@/components/modals/ModalProvider';
import { callApi } from '@/lib/api/client';
import type { InputOf } from '@/lib/api/contract';
import { DOCUMENT_ACCEPT, documentTypeOf, MAX_DOCUMENT_BYTES } from '@/lib/shop/documents';
import { CAREER_MESSAGE_MAX, careerApplicationSchema, GENDERS } from '@/lib/shop/validation/applications';

interface Values {
  NameSurname: string;
  Phone: string;
  BirthDate: string;
  Gender: string;
  Message: string;
  Email: string;
  /** The CV as base64 (FileField). */
  File: string;
}

const EMPTY: Values = { NameSurname: '', Phone: '', BirthDate: '', Gender: '', Message: '', Email: '', File: '' };

/**
 * The career application (spec 02 §2 career): the CV is checked here by size and content before
 * anything is sent, and again by the server; a success modal ends it.
 */
export function CareerApplicationForm() {
  const t = useTranslations('career');
  const modals = useModals();
  const { formik, formRef } = useShopForm<Values, null, InputOf<'add-career-form'>>({
    initialValues: EMPTY,
    schema: careerApplicationSchema,
    // Extension is the type the content shows (the schema has just checked it is one of ours).
    send: (input) => callApi('add-career-form', { ...input, Extension: documentTypeOf(input.File) ?? undefined }, { silent: true }),
    onSuccess: (envelope) => modals.showSuccess({ message: envelope.message }),
  });

  return (
    <ShopForm formik={formik} formRef={formRef} label={t('formTitle')}>
      <TextField name="NameSurname" label={t('nameSurname')} autoComplete="name" />
      <FieldRow>
        <TextField name="Email" label={t('email')} type="email" autoComplete="email" inputMode="email" />
        <PhoneField name="Phone" label={t('phone')} />
      </FieldRow>
      <FieldRow>
        <TextField name="BirthDate" label={t('birthDate')} type="date" autoComplete="bday" />
        <RadioGroupField name="Gender" legend={t('gender')} options={GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))} />
      </FieldRow>
      <TextAreaField name="Message" label={t('message')} maxLength={CAREER_MESSAGE_MAX} />
      <FileField name="File" label={t('cv')} accept={DOCUMENT_ACCEPT} maxBytes={MAX_DOCUMENT_BYTES} hint={t('cvHint', { max: MAX_DOCUMENT_BYTES / 1024 / 1024 })} />
      <SubmitButton>{t('submit')}</SubmitButton>
    </ShopForm>
  );
}
