'use client';

import { useId } from 'react';
import { useField } from 'formik';
import type { Address } from '@/lib/api/addresses';
import styles from './SavedAddressChoice.module.css';

interface SavedAddressChoiceProps {
  name: string;
  legend: string;
  addresses: Address[];
}

/** The member's saved addresses as cards to pick one from: one radio per card, the whole card its label. */
export function SavedAddressChoice({ name, legend, addresses }: SavedAddressChoiceProps) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : null;
  return (
    // A radiogroup can say it is invalid (a radio cannot); tabIndex lets the form move focus to it after a refused submit.
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      tabIndex={error ? -1 : undefined}
      className={styles.group}
    >
      <legend id={`${id}-legend`} className="visually-hidden">
        {legend}
      </legend>
      <ul role="list" className={styles.list}>
        {addresses.map((address) => {
          return (
            <li key={address.AdressId}>
              <label className={styles.card}>
                <input
                  type="radio"
                  name={name}
                  value={address.AdressId}
                  checked={String(field.value) === String(address.AdressId)}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  className={styles.radio}
                />
                <span className={styles.body}>
                  <span className={styles.title}>{address.AddressName}</span>
                  {address.Lines.map((line, index) => (
                    <span key={`${index}-${line}`} className={index === 0 ? styles.name : undefined}>
                      {line}
                    </span>
                  ))}
                  <span>{address.PhoneStr}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
