'use client';

import { useTranslations } from 'next-intl';
import { FieldRow } from '@/components/forms/FieldRow';
import { PhoneField } from '@/components/forms/PhoneField';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { CityDistrictFields, type City } from '@/components/location/CityDistrictFields';
import { saveAddress, type Address } from '@/lib/api/addresses';
import type { InputOf } from '@/lib/api/contract';
import { ADDRESS_DESCRIPTION_MAX, ADDRESS_NAME_MAX, ADDRESS_TITLE_MAX, addressSchema } from '@/lib/shop/validation/address';
import { nationalDigits } from '@/lib/shop/validation/common';

/** What the inputs hold: selects keep text, the phone its ten digits; the schema casts them when sending. */
interface AddressValues {
  Title: string;
  NameSurname: string;
  City: string;
  District: string;
  Description: string;
  Phone: string;
  Zip: string;
}

const EMPTY: AddressValues = { Title: '', NameSurname: '', City: '', District: '', Description: '', Phone: '', Zip: '' };

const valuesOf = (address: Address): AddressValues => ({
  Title: address.AddressName,
  NameSurname: address.NameSurname,
  City: String(address.Location.CityId),
  District: String(address.Location.DistrictId),
  Description: address.AddressDescription,
  Phone: nationalDigits(address.PhoneStr),
  Zip: address.ZipCode,
});

interface AddressFormProps {
  /** The address being edited; none to add a new one. */
  address: Address | null;
  cities: City[];
  /** The server's message after a save (the success modal shows it). */
  onSaved: (message: string) => void;
}

/** The address modal's form (spec 02 §2 adreslerim): one form for add and edit, checked with the calls' own schema. */
export function AddressForm({ address, cities, onSaved }: AddressFormProps) {
  const t = useTranslations('addresses');
  const { formik, formRef } = useShopForm<AddressValues, unknown, InputOf<'add-address'>>({
    initialValues: address ? valuesOf(address) : EMPTY,
    schema: addressSchema,
    // The schema cast the select values to numbers and the phone to +90…; AddressValues keeps what the inputs hold.
    send: (input) => saveAddress(input, address?.AdressId ?? null),
    onSuccess: (envelope) => onSaved(envelope.message),
    resetOnSuccess: false,
  });

  return (
    <ShopForm formik={formik} formRef={formRef} label={t('formLabel')}>
      <FieldRow>
        <TextField name="Title" label={t('fieldTitle')} hint={t('fieldTitleHint')} maxLength={ADDRESS_TITLE_MAX} />
        <TextField name="NameSurname" label={t('fieldNameSurname')} autoComplete="name" maxLength={ADDRESS_NAME_MAX} />
      </FieldRow>
      <CityDistrictFields cities={cities} cityLabel={t('fieldCity')} districtLabel={t('fieldDistrict')} cityName="City" districtName="District" />
      <TextAreaField name="Description" label={t('fieldDescription')} maxLength={ADDRESS_DESCRIPTION_MAX} rows={3} />
      <FieldRow>
        <PhoneField name="Phone" label={t('fieldPhone')} />
        <TextField name="Zip" label={t('fieldZip')} optional inputMode="numeric" autoComplete="postal-code" maxLength={5} />
      </FieldRow>
      <SubmitButton busyLabel={t('saving')}>{t('save')}</SubmitButton>
    </ShopForm>
  );
}
