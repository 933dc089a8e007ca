'use client';

import { useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { useField } from 'formik';
import { IMaskInput } from 'react-imask';
import { FieldShell } from './FieldShell';
import styles from './Form.module.css';

interface MaskedFieldProps {
  name: string;
  label: ReactNode;
  /** react-imask's pattern: `0` is a digit. */
  mask: string;
  hint?: ReactNode;
  optional?: boolean;
  autoComplete: string;
  inputMode: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'tel' | 'password';
  placeholder?: string;
  /** The form keeps only what the shopper typed (digits), not the mask's spaces and brackets. */
  unmask?: boolean;
  /** Letters the mask lets through are kept in capitals (an IBAN's TR). */
  upperCase?: boolean;
  /** Shown before the input, outside it (the phone's +90). */
  prefix?: ReactNode;
}

/** One formik field typed through a mask (phone, card number, CVV, IBAN): the shell's label, hint and message, the mask's input. */
export function MaskedField({ name, label, mask, hint, optional, autoComplete, inputMode, type = 'text', placeholder, unmask, upperCase, prefix }: MaskedFieldProps) {
  const [field, , helpers] = useField<string>(name);
  // Digits typed before the page's script ran: the mask starts from formik's empty value and clears
  // them, so they are read as the input is attached, before the mask, and typed into it once it runs.
  const typedEarly = useRef<string | null>(null);
  const masked = useRef<{ maskRef?: { value: string } }>(null);
  useEffect(() => {
    const mask = masked.current?.maskRef;
    if (typedEarly.current && !field.value && mask) mask.value = typedEarly.current;
    // Once, after hydration; the mask's accept event hands the digits to formik.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <FieldShell name={name} label={label} hint={hint} optional={optional}>
      {(control) => {
        const input = (
          <IMaskInput
            {...control}
            ref={masked}
            inputRef={(input: HTMLInputElement | null) => {
              typedEarly.current ??= input?.value ?? null;
            }}
            data-masked=""
            name={name}
            mask={mask}
            unmask={unmask}
            prepareChar={upperCase ? (char: string) => char.toUpperCase() : undefined}
            value={field.value ?? ''}
            onAccept={(value: string) => void helpers.setValue(value)}
            onBlur={() => void helpers.setTouched(true)}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            spellCheck={false}
            placeholder={placeholder}
            className={styles.input}
          />
        );
        return prefix ? (
          <div className={styles.affixed}>
            <span className={styles.prefix} aria-hidden="true">
              {prefix}
            </span>
            {input}
          </div>
        ) : (
          input
        );
      }}
    </FieldShell>
  );
}
