'use client';

import Image from 'next/image';
import { getIn, useField, useFormikContext } from 'formik';
import { useTranslations } from 'next-intl';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { SelectField } from '@/components/forms/SelectField';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import formStyles from '@/components/forms/Form.module.css';
import { PhotoDrop } from '@/components/operator/editing/PhotoDrop';
import { RichTextField } from '@/components/operator/editing/RichTextField';
import type { FieldSpec, Label } from './fields';
import { VideoField } from './VideoField';
import styles from './Editorial.module.css';

export interface Choice {
  id: number;
  label: string;
}

interface EditorialFieldsProps {
  specs: readonly FieldSpec[];
  /** Where these fields sit in the form's values: '' for a record, `Items.2.` for a FAQ question. */
  prefix?: string;
  /** What the sanitizer removed from each rich text at the last save, by field name. */
  removed?: Partial<Record<string, readonly string[]>> | null;
  /** The records a `choices` or `select` field picks from (other posts for similar posts, designers). */
  choices?: readonly Choice[];
}

/** Draws a kind's fields from its description (fields.ts): one form for every editorial record. */
export function EditorialFields({ specs, prefix = '', removed, choices = [] }: EditorialFieldsProps) {
  const editorial = useTranslations('operatorEditorial');
  const events = useTranslations('operatorEvents');
  // The labels every kind shares are the editorial ones; those only the workshop screens have, their own.
  const t = (label: Label) => (editorial.has(label as never) ? editorial(label as never) : events(label as never));
  return (
    <>
      {specs.map((spec) => {
        const name = `${prefix}${spec.name}`;
        switch (spec.kind) {
          case 'text':
            return <TextField key={name} name={name} label={t(spec.label)} maxLength={spec.maxLength} optional={spec.optional} hint={spec.hint ? t(spec.hint) : undefined} />;
          case 'textarea':
            return <TextAreaField key={name} name={name} label={t(spec.label)} maxLength={spec.maxLength} rows={3} />;
          case 'rich':
            return <RichTextField key={name} name={name} label={t(spec.label)} removed={removed?.[spec.name]} />;
          case 'datetime':
            // Seconds too: a post can be scheduled to the second, in the shop's time.
            return <TextField key={name} name={name} label={t(spec.label)} hint={spec.hint ? t(spec.hint) : undefined} type="datetime-local" step={1} optional />;
          case 'check':
            return <CheckboxField key={name} name={name} label={t(spec.label)} />;
          case 'photo':
            return <PhotoField key={name} name={name} label={t(spec.label)} target={spec.target} />;
          case 'choices':
            return <ChoicesField key={name} name={name} label={t(spec.label)} hint={spec.hint ? t(spec.hint) : undefined} choices={choices} />;
          case 'select':
            return <SelectField key={name} name={name} label={t(spec.label)} options={choices.map((choice) => ({ value: choice.id, label: choice.label }))} />;
          case 'amount':
            return <TextField key={name} name={name} label={t(spec.label)} hint={spec.hint ? t(spec.hint) : undefined} inputMode="decimal" autoComplete="off" maxLength={13} optional />;
          case 'video':
            return <VideoField key={name} name={name} />;
        }
      })}
    </>
  );
}

/** A picture field: the current one, and the editing kit's upload that replaces it on save. */
function PhotoField({ name, label, target }: { name: string; label: string; target: Extract<FieldSpec, { kind: 'photo' }>['target'] }) {
  const t = useTranslations('operatorEditorial');
  const { values, errors, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const path = getIn(values, name) as string;
  const error = getIn(errors, name) as string | undefined;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={formStyles.label}>{label}</legend>
      {path ? <Image src={path} alt={t('currentPhoto')} width={320} height={180} sizes="320px" className={styles.cover} /> : <p>{t('noPhoto')}</p>}
      {error ? (
        <p role="alert" className={formStyles.error}>
          {error}
        </p>
      ) : null}
      <PhotoDrop target={target} onUploaded={(image) => void setFieldValue(name, image.Path)} />
    </fieldset>
  );
}

/** Pick any of the choices, in the list's order; none picked is allowed. */
function ChoicesField({ name, label, hint, choices }: { name: string; label: string; hint?: string; choices: readonly Choice[] }) {
  const [field, , helpers] = useField<number[]>(name);
  const picked = new Set(field.value ?? []);
  const toggle = (id: number) => helpers.setValue(choices.map((choice) => choice.id).filter((each) => (each === id ? !picked.has(each) : picked.has(each))));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={formStyles.label}>{label}</legend>
      {hint ? <p className={formStyles.hint}>{hint}</p> : null}
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice.id} className={styles.choice}>
            <input type="checkbox" className={formStyles.checkbox} checked={picked.has(choice.id)} onChange={() => toggle(choice.id)} /> {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
