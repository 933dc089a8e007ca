'use client';

import type { InputHTMLAttributes, ReactNode } from 'react';
import { useField } from 'formik';
import { FieldShell } from './FieldShell';
import styles from './Form.module.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  /** A button beside the input, on one row (stacked on a phone). */
  action?: ReactNode;
  announceError?: boolean;
};

/** A labelled text, email, url or date input bound to the form by name. */
export function TextField({ name, label, hint, optional, action, announceError, type = 'text', ...rest }: TextFieldProps) {
  const [field] = useField(name);
  return (
    <FieldShell name={name} label={label} hint={hint} optional={optional} action={action} announceError={announceError}>
      {(control) => <input {...rest} {...field} value={field.value ?? ''} {...control} type={type} className={styles.input} />}
    </FieldShell>
  );
}
