'use client';

import type { ReactNode } from 'react';
import { useField } from 'formik';
import { IMaskInput } from 'react-imask';
import { FieldShell } from '@/components/forms/FieldShell';
import styles from '@/components/forms/Form.module.css';

interface MaskedFieldProps {
  name: string;
  label: ReactNode;
  /** react-imask's pattern: `0` is a digit. */
  mask: string;
  hint?: ReactNode;
  autoComplete: string;
  /** A secret the screen shows as dots (the CVV). */
  secret?: boolean;
}

/** A digits-only field typed through a mask (the card number's groups of four, the CVV); the form keeps the digits. */
export function MaskedField({ name, label, mask, hint, autoComplete, secret }: MaskedFieldProps) {
  const [field, , helpers] = useField<string>(name);
  return (
    <FieldShell name={name} label={label} hint={hint}>
      {(control) => (
        <IMaskInput
          {...control}
          name={name}
          mask={mask}
          unmask
          value={field.value ?? ''}
          onAccept={(value: string) => void helpers.setValue(value)}
          onBlur={() => void helpers.setTouched(true)}
          type={secret ? 'password' : 'text'}
          inputMode="numeric"
          autoComplete={autoComplete}
          className={styles.input}
        />
      )}
    </FieldShell>
  );
}
