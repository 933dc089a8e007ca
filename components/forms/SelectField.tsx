'use client';

import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useField } from 'formik';
import { useTranslations } from 'next-intl';
import { Select } from '@/components/ui/Select';
import { FieldShell } from './FieldShell';

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
        <Select {...rest} {...field} value={field.value ?? ''} {...control}>
          <option value="">{t('choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldShell>
  );
}
