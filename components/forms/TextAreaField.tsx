'use client';

import type { ReactNode } from 'react';
import { useField } from 'formik';
import { useTranslations } from 'next-intl';
import { FieldShell } from './FieldShell';
import styles from './Form.module.css';

interface TextAreaFieldProps {
  name: string;
  label: ReactNode;
  maxLength: number;
  rows?: number;
  optional?: boolean;
}

/** A message box that cannot pass its limit and says, as the shopper types, how much room is left. */
export function TextAreaField({ name, label, maxLength, rows = 6, optional }: TextAreaFieldProps) {
  const t = useTranslations('forms');
  const [field] = useField<string>(name);
  const left = maxLength - (field.value ?? '').length;
  return (
    <FieldShell name={name} label={label} optional={optional} hint={<span aria-live="polite">{t('charactersLeft', { count: left })}</span>}>
      {(control) => <textarea {...field} value={field.value ?? ''} {...control} rows={rows} maxLength={maxLength} className={styles.textarea} />}
    </FieldShell>
  );
}
