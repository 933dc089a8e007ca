'use client';

import { useTranslations } from 'next-intl';
import { FieldRow } from '@/components/forms/FieldRow';
import { InternationalPhoneField, phoneFieldValue } from '@/components/forms/InternationalPhoneField';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { AddressPlaceFields, countryCodeOfValue } from '@/components/location/AddressPlaceFields';
import type { City } from '@/components/location/CityDistrictFields';
import { saveAddress, type Address } from '@/lib/api/addresses';
import type { InputOf } from '@/lib/api/contract';
import { TURKEY } from '@/lib/shop/countries';
import { ADDRESS_DESCRIPTION_MAX, ADDRESS_NAME_MAX, ADDRESS_TITLE_MAX, addressSchema } from '@/lib/shop/validation/address';

/** What the inputs hold: selects keep text, the phone `+cc number`; the schema casts them when sending. */
interface AddressValues {
  Title: string;
  NameSurname: string;
  CountryId: string;
  City: string;
  District: string;
  CityName: string;
  Region: string;
  Description: string;
  Phone: string;
  Zip: string;
}

const EMPTY: AddressValues = { Title: '', NameSurname: '', CountryId: String(TURKEY.id), City: '', District: '', CityName: '', Region: '', Description: '', Phone: '', Zip: '' };

const valuesOf = (address: Address): AddressValues => {
  const turkish = address.Location.CountryId === TURKEY.id;
  return {
    Title: address.AddressName,
    NameSurname: address.NameSurname,
    CountryId: String(address.Location.CountryId),
    City: turkish ? String(address.Location.CityId ?? '') : '',
    District: turkish ? String(address.Location.DistrictId ?? '') : '',
    CityName: turkish ? '' : address.Location.City,
    Region: address.Location.Region,
    Description: address.AddressDescription,
    Phone: phoneFieldValue(address.Phone, address.Location.CountryCode),
    Zip: address.ZipCode,
  };
};

interface AddressFormProps {
  /** The address being edited; none to add a new one. */
  address: Address | null;
  cities: City[];
  /** The server's message after a save (the success modal shows it). */
  onSaved: (message: string) => void;
}

const PLACE = { country: 'CountryId', cityId: 'City', districtId: 'District', cityName: 'CityName', region: 'Region', zip: 'Zip' };

/** The address modal's form (spec 02 §2 adreslerim): one form for add and edit, in any country, checked with the calls' own schema. */
export function AddressForm({ address, cities, onSaved }: AddressFormProps) {
  const t = useTranslations('addresses');
  const { formik, formRef } = useShopForm<AddressValues, unknown, InputOf<'add-address'>>({
    initialValues: address ? valuesOf(address) : EMPTY,
    schema: addressSchema,
    // The schema cast the select values to numbers and the phone to E.164; AddressValues keeps what the inputs hold.
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
      <AddressPlaceFields purpose="book" names={PLACE} cities={cities} cityLabel={t('fieldCity')} districtLabel={t('fieldDistrict')} />
      <TextAreaField name="Description" label={t('fieldDescription')} maxLength={ADDRESS_DESCRIPTION_MAX} rows={3} />
      <FieldRow>
        <InternationalPhoneField name="Phone" label={t('fieldPhone')} country={countryCodeOfValue(formik.values.CountryId)} />
        {formik.values.CountryId === String(TURKEY.id) ? (
          <TextField name="Zip" label={t('fieldZip')} optional inputMode="numeric" autoComplete="postal-code" maxLength={5} />
        ) : null}
      </FieldRow>
      <SubmitButton busyLabel={t('saving')}>{t('save')}</SubmitButton>
    </ShopForm>
  );
}
