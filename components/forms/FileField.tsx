'use client';

import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useField } from 'formik';
import { useTranslations } from 'next-intl';
import { FieldShell } from './FieldShell';
import styles from './Form.module.css';

interface FileFieldProps {
  name: string;
  label: ReactNode;
  /** What the picker offers (`.pdf,.doc` …); the schema still checks the content. */
  accept: string;
  /** The largest file the schema takes: a larger one is read only this far plus one byte, enough for the schema to refuse it. */
  maxBytes: number;
  /** The size and type rule, shown under the field. */
  hint?: ReactNode;
  optional?: boolean;
}

/** base64 of a file (or its start), as the JSON call carries it. */
const readBase64 = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

/**
 * A file picker whose value is the file's content as base64, checked by the form's schema like any
 * other field (size and type beside the field, before anything is sent). The native input stays the
 * control people and screen readers use; the box over it shows the choice in the page's language.
 */
export function FileField({ name, label, accept, maxBytes, hint, optional }: FileFieldProps) {
  const t = useTranslations('forms');
  const [field, , helpers] = useField<string>(name);
  const [fileName, setFileName] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  // A reset form (after a success) empties the picker too.
  useEffect(() => {
    if (field.value || !inputRef.current) return;
    inputRef.current.value = '';
    setFileName('');
  }, [field.value]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setFileName(file?.name ?? '');
    const data = file ? await readBase64(file.slice(0, maxBytes + 1)) : '';
    // Touched first without a check of its own: that check could still see the old value.
    await helpers.setTouched(true, false);
    await helpers.setValue(data, true);
  };

  return (
    <FieldShell name={name} label={label} hint={hint} optional={optional}>
      {(control) => (
        <div className={styles.file}>
          <input {...control} ref={inputRef} name={name} type="file" accept={accept} onChange={choose} onBlur={field.onBlur} className={styles.fileInput} />
          <span className={styles.fileButton} aria-hidden="true">
            {t('chooseFile')}
          </span>
          <span className={styles.fileName} aria-hidden="true">
            {fileName || t('noFileChosen')}
          </span>
        </div>
      )}
    </FieldShell>
  );
}
