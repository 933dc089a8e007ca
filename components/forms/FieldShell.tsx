'use client';

import { useId, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useField } from 'formik';
import styles from './Form.module.css';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldShellProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  /** Checkboxes put their label after the box. */
  inline?: boolean;
  /** Something that sits beside the control on one row (the newsletter's button). */
  action?: ReactNode;
  /** Read the message out as soon as it appears (a short form whose message is its only feedback). */
  announceError?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/** One field's frame: its label, the control, a hint and the message to fix it, tied together for screen readers. */
export function FieldShell({ name, label, hint, optional, inline, action, announceError, children }: FieldShellProps) {
  const t = useTranslations('forms');
  const [, meta] = useField(name);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : null;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control = children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy });
  const labelElement = (
    <label htmlFor={id} className={inline ? styles.inlineLabel : styles.label}>
      {label}
      {optional && <span className={styles.optional}> ({t('optional')})</span>}
    </label>
  );

  return (
    <div className={styles.field}>
      {inline ? (
        <div className={styles.inline}>
          {control}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {action ? (
            <div className={styles.withAction}>
              {control}
              {action}
            </div>
          ) : (
            control
          )}
        </>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role={announceError ? 'alert' : undefined} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
