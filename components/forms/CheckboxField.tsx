'use client';

import type { ReactNode } from 'react';
import { useField } from 'formik';
import { FieldShell } from './FieldShell';
import styles from './Form.module.css';

/** A consent or yes/no box; its label may hold links (the KVKK text, the contracts). */
export function CheckboxField({ name, label }: { name: string; label: ReactNode }) {
  const [field] = useField({ name, type: 'checkbox' });
  return (
    <FieldShell name={name} label={label} inline>
      {(control) => <input {...field} {...control} type="checkbox" className={styles.checkbox} />}
    </FieldShell>
  );
}
