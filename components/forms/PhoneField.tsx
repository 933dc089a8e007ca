'use client';

import type { ReactNode } from 'react';
import { useField } from 'formik';
import { useTranslations } from 'next-intl';
import { IMaskInput } from 'react-imask';
import { PHONE_PREFIX } from '@/lib/shop/validation/common';
import { FieldShell } from './FieldShell';
import styles from './Form.module.css';

interface PhoneFieldProps {
  name: string;
  label: ReactNode;
  optional?: boolean;
}

/** Spec 01 §5's `(999) 999 99 99` mask; the form keeps the ten digits and the schema adds +90. */
export function PhoneField({ name, label, optional }: PhoneFieldProps) {
  const t = useTranslations('forms');
  const [field, , helpers] = useField<string>(name);
  return (
    <FieldShell name={name} label={label} optional={optional}>
      {(control) => (
        <div className={styles.affixed}>
          <span className={styles.prefix} aria-hidden="true">
            {PHONE_PREFIX}
          </span>
          <IMaskInput
            {...control}
            name={name}
            mask="(000) 000 00 00"
            unmask
            value={field.value ?? ''}
            onAccept={(value: string) => void helpers.setValue(value)}
            onBlur={() => void helpers.setTouched(true)}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={t('phonePlaceholder')}
            className={styles.input}
          />
        </div>
      )}
    </FieldShell>
  );
}
