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
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '@/lib/shop/validation/contact';
import { ENQUIRY_SEATS_MAX, workshopEnquirySchema } from '@/lib/shop/validation/workshops';
import styles from '@/components/contact/ContactForm.module.css';

interface EnquiryValues {
  WorkshopId: number;
  NameSurname: string;
  Email: string;
  Phone: string;
  Seats: number | '';
  Message: string;
  KvkkAccepted: boolean;
}

const SEATS = Array.from({ length: ENQUIRY_SEATS_MAX }, (_, index) => ({ value: index + 1, label: String(index + 1) }));

/**
 * A workshop's booking request or question (/add-workshop-enquiry): it reaches the shop like the
 * contact form, and the sender gets a receipt by mail and the shop's thanks in the success modal.
 */
export function WorkshopEnquiryForm({ workshopId }: { workshopId: number }) {
  const t = useTranslations('workshops');
  const modals = useModals();
  const { formik, formRef } = useShopForm<EnquiryValues, null>({
    initialValues: { WorkshopId: workshopId, NameSurname: '', Email: '', Phone: '', Seats: 1, Message: '', KvkkAccepted: false },
    schema: workshopEnquirySchema,
    send: ({ Seats, ...values }) => callApi('add-workshop-enquiry', { ...values, Seats: Number(Seats) }, { silent: true }),
    onSuccess: (envelope) => modals.showSuccess({ message: envelope.message }),
  });
  return (
    <ShopForm formik={formik} formRef={formRef} label={t('enquiryHeading')}>
      <div className={styles.pair}>
        <TextField name="NameSurname" label={t('enquiryName')} autoComplete="name" maxLength={CONTACT_NAME_MAX} />
        <TextField name="Email" label={t('enquiryEmail')} type="email" autoComplete="email" inputMode="email" />
      </div>
      <div className={styles.pair}>
        <PhoneField name="Phone" label={t('enquiryPhone')} />
        <SelectField name="Seats" label={t('enquirySeats')} options={SEATS} />
      </div>
      <TextAreaField name="Message" label={t('enquiryMessage')} maxLength={CONTACT_MESSAGE_MAX} rows={4} optional />
      <CheckboxField name="KvkkAccepted" label={t.rich('enquiryKvkk', { link: contractLink(KVKK_CONTRACT_ID, t('newTab')) })} />
      <SubmitButton>{t('enquirySubmit')}</SubmitButton>
    </ShopForm>
  );
}
