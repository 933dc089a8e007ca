'use client';

import Image from 'next/image';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { FieldRow } from '@/components/forms/FieldRow';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import { EditFrame } from '@/components/operator/editing/EditFrame';
import { PhotoDrop } from '@/components/operator/editing/PhotoDrop';
import { useEditForm } from '@/components/operator/editing/useEditForm';
import { createCatalogueProduct } from '@/lib/api/catalogue-editing';
import type { InputOf, OutputOf } from '@/lib/api/contract';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import { catalogueProductCreateSchema } from '@/lib/shop/validation/catalogue-products';
import styles from './Catalogue.module.css';

type Created = OutputOf<'catalogue-product-create'>;
type Input = Omit<InputOf<'catalogue-product-create'>, 'LanguageId'>;
const EMPTY = { TitleTr: '', TitleEn: '', DesignerId: '', PriceTry: '', PriceUsd: '', IsActive: false, MainPhoto: '' };
type Values = typeof EMPTY;

/**
 * A new product (issue 23): titles, designer, prices, and a picture if it is to start active. The
 * addresses follow the titles; saving opens the product's edit page for the rest.
 */
export function ProductCreateForm({ designers }: { designers: readonly { DesignerId: number; Name: string }[] }) {
  const t = useTranslations('catalogueEditing');
  const router = useRouter();
  const form = useEditForm<Values, Created, Input>({
    draftKey: 'product:new',
    initialValues: EMPTY,
    schema: catalogueProductCreateSchema,
    send: (input) => createCatalogueProduct(input),
    valuesAfterSave: () => EMPTY,
    onSaved: (data) => router.push(operatorRoutes.product(data.ProductId)),
  });
  const { formik } = form;
  return (
    <EditFrame form={form} label={t('newProductTitle')}>
      <FieldRow>
        <TextField name="TitleTr" label={t('titleTr')} maxLength={200} />
        <TextField name="TitleEn" label={t('titleEn')} maxLength={200} />
      </FieldRow>
      <SelectField name="DesignerId" label={t('colDesigner')} options={designers.map((d) => ({ value: d.DesignerId, label: d.Name }))} />
      <FieldRow>
        <TextField name="PriceTry" label={t('priceTry')} inputMode="decimal" />
        <TextField name="PriceUsd" label={t('priceUsd')} inputMode="decimal" />
      </FieldRow>
      <fieldset>
        <legend>{t('mainPhoto')}</legend>
        {formik.values.MainPhoto ? (
          <Image src={formik.values.MainPhoto} alt={formik.values.TitleTr || formik.values.TitleEn} width={128} height={128} sizes="128px" className={styles.photo} />
        ) : (
          <p>{t('mainPhotoNone')}</p>
        )}
        {formik.errors.MainPhoto ? <p role="alert" className={styles.rowError}>{formik.errors.MainPhoto}</p> : null}
        <PhotoDrop target="product" onUploaded={(image) => void formik.setFieldValue('MainPhoto', image.Path)} />
      </fieldset>
      <CheckboxField name="IsActive" label={t('startActive')} />
    </EditFrame>
  );
}
