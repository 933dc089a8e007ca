'use client';

import { useId, type ReactNode } from 'react';
import { useField } from 'formik';
import styles from './Form.module.css';

interface RadioGroupFieldProps {
  name: string;
  legend: ReactNode;
  options: { value: string | number; label: string }[];
}

/** A few choices side by side, one to pick: a fieldset with its legend, the message to fix it under the group. */
export function RadioGroupField({ name, legend, options }: RadioGroupFieldProps) {
  const [field, meta] = useField<string | number>(name);
  const id = useId();
  const legendId = `${id}-legend`;
  const errorId = `${id}-error`;
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : null;
  return (
    // A radiogroup can say it is invalid (a radio cannot); tabIndex lets the form move focus to it after a refused submit.
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      tabIndex={error ? -1 : undefined}
      className={styles.group}
    >
      <legend id={legendId} className={styles.label}>
        {legend}
      </legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={String(field.value) === String(option.value)}
              onChange={field.onChange}
              onBlur={field.onBlur}
              className={styles.radio}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
