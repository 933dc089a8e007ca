'use client';

import type { ReactNode } from 'react';
import { useField } from 'formik';
import { IMaskInput } from 'react-imask';
import { FieldShell } from './FieldShell';
import styles from './Form.module.css';

interface IbanFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  placeholder?: string;
}

/**
 * A Turkish IBAN in the groups a bank card prints (`TR00 0000 0000 0000 0000 0000 00`): the mask
 * writes TR and the spaces, the form keeps what is shown, and the schema sends it without spaces.
 */
export function IbanField({ name, label, hint, placeholder }: IbanFieldProps) {
  const [field, , helpers] = useField<string>(name);
  return (
    <FieldShell name={name} label={label} hint={hint}>
      {(control) => (
        <IMaskInput
          {...control}
          name={name}
          mask="TR00 0000 0000 0000 0000 0000 00"
          prepareChar={(char: string) => char.toUpperCase()}
          value={field.value ?? ''}
          onAccept={(value: string) => void helpers.setValue(value)}
          onBlur={() => void helpers.setTouched(true)}
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          className={styles.input}
        />
      )}
    </FieldShell>
  );
}
