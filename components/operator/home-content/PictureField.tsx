'use client';

import Image from 'next/image';
import { useRef } from 'react';
import { useFormikContext } from 'formik';
import { useTranslations } from 'next-intl';
import formStyles from '@/components/forms/Form.module.css';
import editing from '@/components/operator/editing/Editing.module.css';
import { PhotoDrop } from '@/components/operator/editing/PhotoDrop';
import type { UploadTarget } from '@/lib/shop/images';
import own from './HomeContent.module.css';

interface PictureFieldProps {
  name: 'Photo' | 'MobilePhoto';
  legend: string;
  target: UploadTarget;
  /** The picture the record had when the form opened: another one is saved with the form. */
  stored: string;
}

/** A record's picture through the one upload pipeline: the current one, a removal, and the drop zone. */
export function PictureField({ name, legend, target, stored }: PictureFieldProps) {
  const t = useTranslations('operatorHomeContent');
  const { values, errors, submitCount, setFieldValue } = useFormikContext<Record<string, string>>();
  const path = values[name];
  const error = submitCount > 0 ? errors[name] : undefined;
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // The pressed Remove leaves with the picture: the drop zone's file picker, where another would come from, takes the focus.
  const remove = () => {
    void setFieldValue(name, '');
    fieldset.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
  };
  return (
    <fieldset ref={fieldset}>
      <legend>{legend}</legend>
      {path ? (
        <p className={own.pictureRow}>
          <Image src={path} alt={t('pictureOf')} width={320} height={180} sizes="320px" className={own.picture} />
          <button type="button" className={editing.tool} onClick={remove}>
            {t('pictureRemove')}
          </button>
        </p>
      ) : (
        <p>{t('pictureNone')}</p>
      )}
      {path && path !== stored ? <p>{t('pictureNew')}</p> : null}
      {error ? (
        <p role="alert" className={formStyles.error}>
          {error}
        </p>
      ) : null}
      <PhotoDrop target={target} onUploaded={(image) => void setFieldValue(name, image.Path)} />
    </fieldset>
  );
}
