'use client';

import { useId, useState, type DragEvent } from 'react';
import { useTranslations } from 'next-intl';
import { uploadImage } from '@/lib/api/catalogue-editing';
import type { OutputOf } from '@/lib/api/contract';
import { IMAGE_ACCEPT, imageTypeOfBytes, MAX_IMAGE_BYTES, type UploadTarget } from '@/lib/shop/images';
import { toBase64 } from '@/lib/shop/documents';
import formStyles from '@/components/forms/Form.module.css';
import styles from './Editing.module.css';

export type UploadedImage = OutputOf<'catalogue-image-upload'>;

interface PhotoDropProps {
  /** Which screen's picture: decides the widths the server encodes (lib/shop/images UPLOAD_TARGETS). */
  target: UploadTarget;
  /** Called with the stored picture (its path, sizes and alt texts), for the screen to attach it. */
  onUploaded: (image: UploadedImage) => Promise<void> | void;
}

/**
 * The editing kit's photo upload: a drop zone and a labelled file picker, alt texts in both
 * languages, progress while the server re-encodes, and a refusal beside the picker in the
 * operator's language. The first bytes and the size are checked here too, so a wrong file is
 * named at once; the server checks both again and decodes the picture (lib/server/media/uploads).
 */
export function PhotoDrop({ target, onUploaded }: PhotoDropProps) {
  const t = useTranslations('catalogueEditing');
  const tValidation = useTranslations('validation');
  const id = useId();
  const [altTr, setAltTr] = useState('');
  const [altEn, setAltEn] = useState('');
  const [state, setState] = useState<{ busy: boolean; error: string; done: string }>({ busy: false, error: '', done: '' });
  const [over, setOver] = useState(false);

  async function send(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) return setState({ busy: false, error: tValidation('fileSize', { max: MAX_IMAGE_BYTES / 1024 / 1024 }), done: '' });
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!imageTypeOfBytes(bytes)) return setState({ busy: false, error: tValidation('imageType'), done: '' });
    setState({ busy: true, error: '', done: '' });
    const envelope = await uploadImage({ Target: target, File: toBase64(bytes), AltTr: altTr, AltEn: altEn });
    if (!envelope?.succeeded) return setState({ busy: false, error: envelope?.errors?.File ?? envelope?.message ?? tValidation('imageType'), done: '' });
    await onUploaded(envelope.data);
    const sizes = envelope.data.Variants.map((variant) => `${variant.Format.toUpperCase()} ${variant.Width}px`).join(', ');
    setState({ busy: false, error: '', done: t('photoUploaded', { sizes }) });
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    void send(event.dataTransfer.files[0]);
  };

  return (
    <div className={styles.photoDrop}>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-tr`} className={formStyles.label}>{t('altTr')}</label>
        <input id={`${id}-tr`} className={formStyles.input} value={altTr} maxLength={200} onChange={(event) => setAltTr(event.target.value)} />
      </div>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-en`} className={formStyles.label}>{t('altEn')}</label>
        <input id={`${id}-en`} className={formStyles.input} value={altEn} maxLength={200} onChange={(event) => setAltEn(event.target.value)} />
      </div>
      <div
        className={over ? `${styles.dropZone} ${styles.dropOver}` : styles.dropZone}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <label htmlFor={`${id}-file`} className={formStyles.label}>{t('photoDrop')}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={state.busy}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={state.error ? `${id}-error` : undefined}
          onChange={(event) => void send(event.target.files?.[0])}
        />
      </div>
      <p role="status" className={formStyles.hint}>{state.busy ? t('photoUploading') : state.done}</p>
      {state.error && <p id={`${id}-error`} className={formStyles.error}>{state.error}</p>}
    </div>
  );
}
