'use client';

import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useField } from 'formik';
import { useTranslations } from 'next-intl';
import { FieldShell } from './FieldShell';
import styles from './Form.module.css';

export interface SelectOption {
  value: string | number;
  label: string;
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'> & {
  name: string;
  label: ReactNode;
  options: SelectOption[];
  hint?: ReactNode;
  optional?: boolean;
};

/** A labelled list to choose from, starting at "Choose…" so nothing is picked for the shopper. */
export function SelectField({ name, label, options, hint, optional, ...rest }: SelectFieldProps) {
  const t = useTranslations('forms');
  const [field] = useField(name);
  return (
    <FieldShell name={name} label={label} hint={hint} optional={optional}>
      {(control) => (
        <select {...rest} {...field} value={field.value ?? ''} {...control} className={styles.select}>
          <option value="">{t('choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
