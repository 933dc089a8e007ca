'use client';

import { useState, type ReactNode } from 'react';
import { useField } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { IMaskInput } from 'react-imask';
import { countryOptions } from '@/lib/shop/country-names';
import { COUNTRY_CODES, TURKEY } from '@/lib/shop/countries';
import { callingCode, hasCallingCode, phoneParts } from '@/lib/shop/phone';
import { FieldShell } from './FieldShell';
import styles from './Form.module.css';

interface InternationalPhoneFieldProps {
  name: string;
  label: ReactNode;
  /** The address's country: the calling code the field starts with while no number is typed. */
  country: string;
}

const CALLING_COUNTRIES = COUNTRY_CODES.filter(hasCallingCode);

/** What the form keeps: `+44 7911123456` (calling code, a space, the national number); the schema makes it E.164. */
const joined = (country: string, national: string) => (national ? `${callingCode(country)} ${national}` : '');

/** A form value or a stored E.164 number as the field shows it again. */
export const phoneFieldValue = (stored: string, fallbackCountry: string) => {
  if (!stored) return '';
  const parts = phoneParts(stored, fallbackCountry);
  return joined(parts.country, parts.national);
};

/**
 * A phone of any country (issue 20): a calling-code select (by country, named in the page's
 * language in the list, shown as the short ISO code and calling code when closed) and the number. Türkiye's number keeps spec 01 §5's `(999) 999 99 99` mask.
 */
export function InternationalPhoneField({ name, label, country }: InternationalPhoneFieldProps) {
  const t = useTranslations('forms');
  const locale = useLocale() as 'tr' | 'en';
  const [field, , helpers] = useField<string>(name);
  const value = field.value ?? '';
  // The shopper's own pick of a calling code; until then it is the typed number's, or follows the address's country.
  const [picked, setCode] = useState<string | null>(null);
  const start = hasCallingCode(country) ? country : TURKEY.code;
  const code = picked ?? (value ? phoneParts(value, start).country : start);
  const national = value.replace(/^\+\d+\s?/, '');
  const turkish = code === TURKEY.code;
  return (
    <FieldShell name={name} label={label}>
      {(control) => (
        <div className={styles.affixed}>
          {/* Closed, the select shows the short "GB +44" laid over it; open, the browser lists the full names. */}
          <span className={styles.callingCode}>
            <span aria-hidden="true" className={styles.callingCodeShown}>
              {`${code} ${callingCode(code)}`}
            </span>
            <select
              aria-label={t('callingCode')}
              className={styles.callingCodeSelect}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                void helpers.setValue(joined(event.target.value, national));
              }}
            >
              {countryOptions(locale, CALLING_COUNTRIES).map((option) => (
                <option key={option.code} value={option.code}>
                  {`${option.name} ${callingCode(option.code)}`}
                </option>
              ))}
            </select>
          </span>
          {turkish ? (
            <IMaskInput
              {...control}
              name={name}
              mask="(000) 000 00 00"
              unmask
              value={national.replace(/\D/g, '')}
              onAccept={(typed: string) => void helpers.setValue(joined(code, typed))}
              onBlur={() => void helpers.setTouched(true)}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder={t('phonePlaceholder')}
              className={styles.input}
            />
          ) : (
            <input
              {...control}
              name={name}
              value={national}
              onChange={(event) => void helpers.setValue(joined(code, event.target.value.replace(/[^\d\s()-]/g, '')))}
              onBlur={() => void helpers.setTouched(true)}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              className={styles.input}
            />
          )}
        </div>
      )}
    </FieldShell>
  );
}
