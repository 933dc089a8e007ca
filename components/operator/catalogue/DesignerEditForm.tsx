'use client';

import Image from 'next/image';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { FieldRow } from '@/components/forms/FieldRow';
import { TextField } from '@/components/forms/TextField';
import { DescriptionFields } from '@/components/operator/catalogue/DescriptionFields';
import { EditFrame } from '@/components/operator/editing/EditFrame';
import { PhotoDrop } from '@/components/operator/editing/PhotoDrop';
import { useEditForm } from '@/components/operator/editing/useEditForm';
import { saveCatalogueDesigner } from '@/lib/api/catalogue-editing';
import type { OutputOf } from '@/lib/api/contract';
import { catalogueDesignerSaveSchema } from '@/lib/shop/validation/catalogue-designers';
import styles from './Catalogue.module.css';

type Designer = OutputOf<'catalogue-designer'>;
type Saved = OutputOf<'catalogue-designer-save'>;
type Values = Designer;

/** A designer's edit form (issue 23): name, address, rich descriptions per language, logo (kept by the save), state. */
export function DesignerEditForm({ designer }: { designer: Designer }) {
  const t = useTranslations('catalogueEditing');
  const router = useRouter();
  const [removed, setRemoved] = useState<Saved['Removed'] | null>(null);
  const form = useEditForm<Values, Saved, Values>({
    draftKey: `designer:${designer.DesignerId}`,
    initialValues: designer,
    schema: catalogueDesignerSaveSchema,
    send: (input) => saveCatalogueDesigner(input),
    valuesAfterSave: (values, data) => ({ ...values, Version: data.Version, Slug: data.Slug }),
    onSaved: (data) => {
      setRemoved(data.Removed);
      router.refresh();
    },
  });
  const { formik } = form;
  const logo = formik.values.Logo;
  return (
    <EditFrame form={form} label={t('designerEditTitle', { name: designer.Name })}>
      <FieldRow>
        <TextField name="Name" label={t('name')} maxLength={120} />
        <TextField name="Slug" label={t('slug')} maxLength={120} />
      </FieldRow>
      <DescriptionFields removed={removed} />
      <fieldset>
        <legend>{t('logoTitle')}</legend>
        {logo ? (
          <p>
            <Image src={logo} alt={designer.Name} width={128} height={128} sizes="128px" className={styles.photo} />{' '}
            <button type="button" onClick={() => formik.setFieldValue('Logo', '')}>{t('logoRemove')}</button>
          </p>
        ) : (
          <p>{t('logoNone')}</p>
        )}
        {logo !== designer.Logo && logo ? <p>{t('logoPending')}</p> : null}
        {formik.errors.Logo ? <p role="alert">{formik.errors.Logo}</p> : null}
        <PhotoDrop
          target="designerLogo"
          onUploaded={(image) => {
            void formik.setFieldValue('Logo', image.Path);
          }}
        />
      </fieldset>
      <CheckboxField name="IsActive" label={t('isActive')} />
    </EditFrame>
  );
}
