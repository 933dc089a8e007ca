'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FieldRow } from '@/components/forms/FieldRow';
import { SelectField } from '@/components/forms/SelectField';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { createCatalogueCategory } from '@/lib/api/catalogue-editing';
import type { InputOf, OutputOf } from '@/lib/api/contract';
import { catalogueCategoryCreateSchema } from '@/lib/shop/validation/catalogue-categories';
import type { TreeChoice } from './CategoryPlace';

type Input = Omit<InputOf<'catalogue-category-create'>, 'LanguageId'>;

/** A new category's names and parent (none: top level); it lands last among its siblings. */
export function CategoryCreateForm({ tree }: { tree: readonly TreeChoice[] }) {
  const t = useTranslations('catalogueEditing');
  const router = useRouter();
  const [done, setDone] = useState('');
  const { formik, formRef } = useShopForm<{ ParentId: string; NameTr: string; NameEn: string }, OutputOf<'catalogue-category-create'>, Input>({
    initialValues: { ParentId: '', NameTr: '', NameEn: '' },
    schema: catalogueCategoryCreateSchema,
    send: (input) => createCatalogueCategory(input),
    onSuccess: () => {
      setDone(t('categoryCreated'));
      router.refresh();
    },
  });
  return (
    <ShopForm formik={formik} formRef={formRef} label={t('categoryNew')}>
      <FieldRow>
        <TextField name="NameTr" label={t('nameTr')} maxLength={120} />
        <TextField name="NameEn" label={t('nameEn')} maxLength={120} />
      </FieldRow>
      <SelectField name="ParentId" label={t('categoryParent')} optional options={tree.map((row) => ({ value: row.CategoryId, label: `${'— '.repeat(row.Depth)}${row.Name}` }))} />
      <SubmitButton busyLabel={t('saving')}>{t('categoryCreate')}</SubmitButton>
      <p role="status">{done}</p>
    </ShopForm>
  );
}
