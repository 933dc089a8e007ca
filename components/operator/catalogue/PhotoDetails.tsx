'use client';

import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import formStyles from '@/components/forms/Form.module.css';
import { Button } from '@/components/ui/Button';
import { Select } from '@/components/ui/Select';
import { deleteProductPhoto, editProductPhoto } from '@/lib/api/catalogue-editing';
import styles from './Catalogue.module.css';

interface PhotoDetailsProps {
  productId: number;
  photo: { Id: number; VariationId: number | null; AltTr: string; AltEn: string };
  /** How the gallery names this picture (its place), for the labels of its fields. */
  name: string;
  variations: readonly { Id: number; Name: string }[];
  /** Told once the picture is gone: its own fields (and this status) leave with it, so the gallery says so. */
  onDeleted: () => void;
}

/** One picture's alt texts in both languages and whose it is (the general gallery or one variation's own); its delete. */
export function PhotoDetails({ productId, photo, name, variations, onDeleted }: PhotoDetailsProps) {
  const t = useTranslations('catalogueEditing');
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState({ AltTr: photo.AltTr, AltEn: photo.AltEn, VariationId: photo.VariationId ? String(photo.VariationId) : '' });
  const [status, setStatus] = useState({ ok: true, message: '', busy: false });
  const save = async () => {
    setStatus({ ok: true, message: t('saving'), busy: true });
    const reply = await editProductPhoto({ ProductId: productId, PhotoId: photo.Id, AltTr: values.AltTr, AltEn: values.AltEn, VariationId: values.VariationId ? Number(values.VariationId) : null });
    if (!reply) return setStatus({ ok: true, message: '', busy: false });
    setStatus({ ok: reply.succeeded, message: reply.succeeded ? t('saved') : (reply.errors ? Object.values(reply.errors).join(' ') : reply.message), busy: false });
    if (reply.succeeded) router.refresh();
  };
  // Refused (with the reason said here) while a variation uses the photo or it is an active product's only one.
  const remove = async () => {
    if (!window.confirm(t('photoDeleteConfirm', { name }))) return;
    setStatus({ ok: true, message: t('saving'), busy: true });
    const reply = await deleteProductPhoto({ ProductId: productId, PhotoId: photo.Id });
    if (!reply) return setStatus({ ok: true, message: '', busy: false });
    if (reply.succeeded) return onDeleted();
    setStatus({ ok: false, message: reply.message, busy: false });
  };
  const field = (key: 'AltTr' | 'AltEn', label: string) => (
    <div className={formStyles.field}>
      <label htmlFor={`${id}-${key}`} className={formStyles.label}>{label}</label>
      <input id={`${id}-${key}`} className={formStyles.input} value={values[key]} maxLength={200} onChange={(event) => setValues({ ...values, [key]: event.target.value })} />
    </div>
  );
  return (
    <fieldset className={styles.photoDetails}>
      <legend>{name}</legend>
      {field('AltTr', t('photoAltTr', { name }))}
      {field('AltEn', t('photoAltEn', { name }))}
      <div className={formStyles.field}>
        <label htmlFor={`${id}-variation`} className={formStyles.label}>{t('photoOwner')}</label>
        <Select id={`${id}-variation`} value={values.VariationId} onChange={(event) => setValues({ ...values, VariationId: event.target.value })}>
          <option value="">{t('photoGeneral')}</option>
          {variations.map((variation) => (
            <option key={variation.Id} value={variation.Id}>{variation.Name}</option>
          ))}
        </Select>
      </div>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" size="sm" disabled={status.busy} onClick={save}>{t('photoSave', { name })}</Button>
        <Button type="button" variant="ghost" size="sm" disabled={status.busy} onClick={remove}>{t('photoDelete', { name })}</Button>
      </div>
      <p role={status.ok ? 'status' : 'alert'}>{status.message}</p>
    </fieldset>
  );
}
