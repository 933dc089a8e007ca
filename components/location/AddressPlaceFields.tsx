'use client';

import { useEffect, type ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { FieldRow } from '@/components/forms/FieldRow';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import { useCountries } from '@/lib/api/country';
import { countryOptions } from '@/lib/shop/country-names';
import { countryCodeOf, countryIdOf, isTurkey, TURKEY } from '@/lib/shop/countries';
import { postalCodeRequired } from '@/lib/shop/postal-code';
import { CITY_NAME_MAX, POSTAL_CODE_MAX, REGION_MAX } from '@/lib/shop/validation/place';
import { CityDistrictFields, type City } from './CityDistrictFields';
import styles from './AddressPlaceFields.module.css';

export interface PlaceNames {
  country: string;
  cityId: string;
  districtId: string;
  cityName: string;
  region: string;
  zip: string;
}

interface AddressPlaceFieldsProps {
  names: PlaceNames;
  cities: City[];
  cityLabel: ReactNode;
  districtLabel: ReactNode;
  /** Told of every country chosen (the delivery address remembers it for the basket's cargo). */
  onCountry?: (countryId: number) => void;
  /**
   * What the address is for: a delivery address in a country the shop does not ship to is refused;
   * a bill's needs no cargo zone; an address-book entry may serve either, so it is only told.
   */
  purpose: 'delivery' | 'bill' | 'book';
}

/** The form keeps a select's text; the country as its code, for the rules shared with the schema. */
export const countryCodeOfValue = (value: unknown) => countryCodeOf(Number(value)) ?? TURKEY.code;

/**
 * Where an address is (issue 20): the country (names in the page's language, Türkiye first), then
 * Türkiye's city and district lists, or elsewhere a typed town, a region and a postal code of the
 * country's format. A delivery country the shop does not ship to says so at once (the server refuses
 * it too); in the address book the notice says such an address can still bill.
 */
export function AddressPlaceFields({ names, cities, cityLabel, districtLabel, onCountry, purpose }: AddressPlaceFieldsProps) {
  const t = useTranslations('forms');
  const tValidation = useTranslations('validation');
  const locale = useLocale() as 'tr' | 'en';
  const { values } = useFormikContext<Record<string, unknown>>();
  const countries = useCountries();
  const countryId = Number(values[names.country]) || TURKEY.id;
  const code = countryCodeOfValue(countryId);
  const unshipped = countries?.countryList.some((country) => country.CountryId === countryId && country.Zone === null) ?? false;
  const notice = unshipped && purpose !== 'bill' ? purpose : null;

  useEffect(() => {
    onCountry?.(countryId);
  }, [countryId, onCountry]);

  return (
    <>
      <SelectField
        name={names.country}
        label={t('country')}
        autoComplete="country"
        hint={notice ? undefined : t('countryHint')}
        options={countryOptions(locale).map((option) => ({ value: countryIdOf(option.code)!, label: option.name }))}
      />
      {notice === 'delivery' ? (
        <p className={styles.notShipped} role="alert">
          {tValidation('notShipped')}
        </p>
      ) : null}
      {notice === 'book' ? (
        <p className={styles.billOnly} role="status">
          {t('billOnlyCountry')}
        </p>
      ) : null}
      {isTurkey(countryId) ? (
        <CityDistrictFields cities={cities} cityLabel={cityLabel} districtLabel={districtLabel} cityName={names.cityId} districtName={names.districtId} />
      ) : (
        <>
          <FieldRow>
            <TextField name={names.cityName} label={t('cityName')} autoComplete="address-level2" maxLength={CITY_NAME_MAX} />
            <TextField name={names.region} label={t('region')} optional autoComplete="address-level1" maxLength={REGION_MAX} />
          </FieldRow>
          <TextField name={names.zip} label={t('postalCode')} optional={!postalCodeRequired(code)} autoComplete="postal-code" maxLength={POSTAL_CODE_MAX} />
        </>
      )}
    </>
  );
}
