'use client';

import type { ReactNode } from 'react';
import { MaskedField } from './MaskedField';

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
  return <MaskedField name={name} label={label} hint={hint} placeholder={placeholder} mask="TR00 0000 0000 0000 0000 0000 00" upperCase inputMode="text" autoComplete="off" />;
}
