'use client';

import { useId, useRef, useState } from 'react';
import { useField } from 'formik';
import { useTranslations } from 'next-intl';
import formStyles from '@/components/forms/Form.module.css';
import { Button } from '@/components/ui/Button';
import { uploadVideoChunk } from '@/lib/api/editorial';
import { toBase64 } from '@/lib/shop/documents';
import { MAX_VIDEO_BYTES, VIDEO_ACCEPT, VIDEO_CHUNK_BYTES, videoTypeOfBytes } from '@/lib/shop/videos';
import styles from './Editorial.module.css';

const MAX_MB = MAX_VIDEO_BYTES / 1024 / 1024;

/**
 * The about page's film: the current one (muted, never playing on its own), a file picker that
 * sends an MP4 or WebM a chunk at a time with its progress, and a remove button. The size and the
 * first bytes are checked here first, so a wrong file is named at once; the server checks again.
 * The uploaded film replaces the current one when the page is saved.
 */
export function VideoField({ name }: { name: string }) {
  const t = useTranslations('operator');
  const [field, meta, helpers] = useField<string>(name);
  const [state, setState] = useState<{ sent: number; total: number; message: string; ok: boolean }>({ sent: 0, total: 0, message: '', ok: true });
  const id = useId();
  const chooser = useRef<HTMLInputElement>(null);
  const busy = state.total > 0 && state.sent < state.total;
  const refuse = (message: string) => setState({ sent: 0, total: 0, message, ok: false });

  const upload = async (file: File) => {
    if (file.size > MAX_VIDEO_BYTES) return refuse(t('filmTooLarge', { max: MAX_MB }));
    if (!videoTypeOfBytes(new Uint8Array(await file.slice(0, 64).arrayBuffer()))) return refuse(t('filmType'));
    let uploadId: string | null = null;
    for (let offset = 0; offset < file.size; offset += VIDEO_CHUNK_BYTES) {
      setState({ sent: offset, total: file.size, message: '', ok: true });
      const chunk = new Uint8Array(await file.slice(offset, offset + VIDEO_CHUNK_BYTES).arrayBuffer());
      const reply = await uploadVideoChunk({ UploadId: uploadId, Offset: offset, Chunk: toBase64(chunk), Done: offset + chunk.length >= file.size });
      if (!reply?.succeeded) return refuse(reply?.message ?? t('filmFailed'));
      uploadId = reply.data.UploadId;
      if (reply.data.Path) {
        await helpers.setValue(reply.data.Path);
        await helpers.setTouched(true, false);
      }
    }
    setState({ sent: file.size, total: file.size, message: t('filmUploaded'), ok: true });
  };

  // The pressed Remove leaves with the film: the chooser, where another one would come from, takes the focus.
  const remove = () => {
    void helpers.setValue('');
    chooser.current?.focus();
  };

  const error = meta.touched && typeof meta.error === 'string' ? meta.error : null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={formStyles.label}>{t('filmTitle')}</legend>
      {field.value ? (
        <>
          <video src={field.value} controls muted preload="metadata" className={styles.cover} aria-label={t('filmCurrent')} />
          <div>
            <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={remove}>
              {t('filmRemove')}
            </Button>
          </div>
        </>
      ) : (
        <p>{t('filmNone')}</p>
      )}
      <div className={formStyles.field}>
        <label htmlFor={id} className={formStyles.label}>{t('filmChoose')}</label>
        <input
          ref={chooser}
          id={id}
          type="file"
          accept={VIDEO_ACCEPT}
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <p id={`${id}-hint`} className={formStyles.hint}>{t('filmHint', { max: MAX_MB })}</p>
      </div>
      {busy ? <progress max={state.total} value={state.sent} aria-label={t('filmProgress')} /> : null}
      <p role={state.ok ? 'status' : 'alert'} className={state.ok ? undefined : formStyles.error}>{state.message || error}</p>
    </fieldset>
  );
}
