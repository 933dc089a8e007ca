'use client';

import { useTranslations } from 'next-intl';
import { FieldRow } from '@/components/forms/FieldRow';
import { PhoneField } from '@/components/forms/PhoneField';
import { SelectField } from '@/components/forms/SelectField';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { CityDistrictFields, type City } from '@/components/location/CityDistrictFields';
import { useModals } from '@/components/modals/ModalProvider';
import { callApi } from '@/lib/api/client';
import type { InputOf } from '@/lib/api/contract';
import { designerApplicationSchema } from '@/lib/shop/validation/applications';

interface Values {
  NameSurname: string;
  Email: string;
  Phone: string;
  CategoryId: string;
  Website: string;
  CityId: string;
  DistrictId: string;
}

const EMPTY: Values = { NameSurname: '', Email: '', Phone: '', CategoryId: '', Website: '', CityId: '', DistrictId: '' };

interface DesignerApplicationFormProps {
  categories: { Id: number; Name: string }[];
  cities: City[];
}

/**
 * The designer application (spec 02 §2 applydesigner): the shared rules beside each field, a success
 * modal, and a refusal without fields in the error modal (the spec's browser alert, made accessible).
 */
export function DesignerApplicationForm({ categories, cities }: DesignerApplicationFormProps) {
  const t = useTranslations('applyDesigner');
  const modals = useModals();
  const { formik, formRef } = useShopForm<Values, null, InputOf<'add-designer-form'>>({
    initialValues: EMPTY,
    schema: designerApplicationSchema,
    // The schema cast the select values to numbers; Values keeps what the inputs hold.
    send: (input) => callApi('add-designer-form', input, { silent: true }),
    onSuccess: (envelope) => modals.showSuccess({ message: envelope.message }),
  });

  return (
    <ShopForm formik={formik} formRef={formRef} label={t('formTitle')}>
      <TextField name="NameSurname" label={t('nameSurname')} autoComplete="name" />
      <FieldRow>
        <TextField name="Email" label={t('email')} type="email" autoComplete="email" inputMode="email" />
        <PhoneField name="Phone" label={t('phone')} />
      </FieldRow>
      <SelectField name="CategoryId" label={t('category')} options={categories.map((category) => ({ value: category.Id, label: category.Name }))} />
      <TextField name="Website" label={t('website')} hint={t('websiteHint')} optional type="url" inputMode="url" autoComplete="url" />
      <CityDistrictFields cities={cities} cityLabel={t('city')} districtLabel={t('district')} />
      <SubmitButton>{t('submit')}</SubmitButton>
    </ShopForm>
  );
}
