'use client';

import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { FieldRow } from '@/components/forms/FieldRow';
import { TextField } from '@/components/forms/TextField';
import { DescriptionFields } from '@/components/operator/catalogue/DescriptionFields';
import { EditFrame } from '@/components/operator/editing/EditFrame';
import { useEditForm } from '@/components/operator/editing/useEditForm';
import { saveCatalogueCategory } from '@/lib/api/catalogue-editing';
import type { OutputOf } from '@/lib/api/contract';
import { catalogueCategorySaveSchema } from '@/lib/shop/validation/catalogue-categories';

type Category = OutputOf<'catalogue-category'>;
type Saved = OutputOf<'catalogue-category-save'>;

/** A category's edit form (issue 23): names, addresses and rich descriptions per language, and its state. */
export function CategoryEditForm({ category }: { category: Category }) {
  const t = useTranslations('catalogueEditing');
  const router = useRouter();
  const [removed, setRemoved] = useState<Saved['Removed'] | null>(null);
  const form = useEditForm<Category, Saved, Category>({
    draftKey: `category:${category.CategoryId}`,
    initialValues: category,
    schema: catalogueCategorySaveSchema,
    send: (input) => saveCatalogueCategory(input),
    valuesAfterSave: (values, data) => ({ ...values, Version: data.Version, SlugTr: data.SlugTr, SlugEn: data.SlugEn }),
    onSaved: (data) => {
      setRemoved(data.Removed);
      router.refresh();
    },
  });
  // A move in the tree beside the form raises the version: an untouched form follows it.
  const { formik } = form;
  useEffect(() => {
    if (category.Version > formik.values.Version && !formik.dirty) formik.resetForm({ values: category });
  }, [category, formik]);
  return (
    <EditFrame form={form} label={t('categoryEditTitle', { name: category.NameTr })}>
      <FieldRow>
        <TextField name="NameTr" label={t('nameTr')} maxLength={120} />
        <TextField name="NameEn" label={t('nameEn')} maxLength={120} />
      </FieldRow>
      <FieldRow>
        <TextField name="SlugTr" label={t('slugTr')} maxLength={120} />
        <TextField name="SlugEn" label={t('slugEn')} maxLength={120} />
      </FieldRow>
      <DescriptionFields removed={removed} />
      <CheckboxField name="IsActive" label={t('isActive')} />
    </EditFrame>
  );
}
