'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { useTranslations } from 'next-intl';
import { FieldRow } from '@/components/forms/FieldRow';
import { SelectField } from '@/components/forms/SelectField';
import type { OutputOf } from '@/lib/api/contract';
import { useDistricts } from '@/lib/api/hooks';

export type City = OutputOf<'get-city-list'>['cityList'][number];

interface CityDistrictFieldsProps {
  /** The country's cities, read on the server, so the list is in the page from the start. */
  cities: City[];
  cityLabel: ReactNode;
  districtLabel: ReactNode;
  cityName?: string;
  districtName?: string;
}

/**
 * City and district selects of a shop form: the district list loads once a city is chosen and is
 * empty and disabled until then; choosing another city clears the district.
 */
export function CityDistrictFields({ cities, cityLabel, districtLabel, cityName = 'CityId', districtName = 'DistrictId' }: CityDistrictFieldsProps) {
  const t = useTranslations('forms');
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const cityId = Number(values[cityName]) || null;
  const { districts, isLoading } = useDistricts(cityId);

  const previousCity = useRef(cityId);
  useEffect(() => {
    if (previousCity.current === cityId) return;
    previousCity.current = cityId;
    void setFieldValue(districtName, '', false);
  }, [cityId, districtName, setFieldValue]);

  const districtHint = !cityId ? t('districtAfterCity') : isLoading ? t('loadingDistricts') : undefined;
  return (
    <FieldRow>
      <SelectField name={cityName} label={cityLabel} autoComplete="address-level1" options={cities.map((city) => ({ value: city.CityId, label: city.City }))} />
      <SelectField
        name={districtName}
        label={districtLabel}
        autoComplete="address-level2"
        hint={districtHint}
        disabled={!cityId || isLoading}
        aria-busy={isLoading || undefined}
        options={districts.map((district) => ({ value: district.DistrictId, label: district.District }))}
      />
    </FieldRow>
  );
}
