'use client';

import { useTranslations } from 'next-intl';
import { FieldRow } from '@/components/forms/FieldRow';
import { SelectField } from '@/components/forms/SelectField';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import type { OutputOf } from '@/lib/api/contract';
import { OPTION_SEPARATOR } from '@/lib/shop/product-options';
import { VARIATION_TYPES } from '@/lib/shop/validation/catalogue-product-parts';
import { LinkedPicker } from './LinkedPicker';

/**
 * The product form's parts (inside its Formik form): how the variations are offered, the option
 * list with the spec's `^`-separated names, SEO texts per language, and the linked products picked by title or SKU.
 */
export function ProductPartsFields({ productId, linked }: { productId: number; linked: OutputOf<'catalogue-product'>['Linked'] }) {
  const t = useTranslations('catalogueEditing');
  return (
    <>
      <fieldset>
        <legend>{t('variationSetup')}</legend>
        <SelectField name="VariationType" label={t('variationType')} options={VARIATION_TYPES.map((type) => ({ value: type, label: t(`variationTypes.${type}`) }))} />
        <FieldRow>
          <TextField name="VariationNameTr" label={t('variationNameTr')} maxLength={80} />
          <TextField name="VariationNameEn" label={t('variationNameEn')} maxLength={80} />
        </FieldRow>
      </fieldset>
      <fieldset>
        <legend>{t('optionList')}</legend>
        <FieldRow>
          <TextField name="OptionListNameTr" label={t('optionListNameTr')} maxLength={80} />
          <TextField name="OptionListNameEn" label={t('optionListNameEn')} maxLength={80} />
        </FieldRow>
        <FieldRow>
          <TextField name="OptionsTr" label={t('optionsTr')} hint={t('optionsHint', { separator: OPTION_SEPARATOR })} maxLength={2000} />
          <TextField name="OptionsEn" label={t('optionsEn')} hint={t('optionsHint', { separator: OPTION_SEPARATOR })} maxLength={2000} />
        </FieldRow>
      </fieldset>
      <fieldset>
        <legend>{t('seo')}</legend>
        <FieldRow>
          <TextField name="SeoTitleTr" label={t('seoTitleTr')} maxLength={120} />
          <TextField name="SeoTitleEn" label={t('seoTitleEn')} maxLength={120} />
        </FieldRow>
        <FieldRow>
          <TextAreaField name="SeoDescriptionTr" label={t('seoDescriptionTr')} maxLength={300} rows={3} />
          <TextAreaField name="SeoDescriptionEn" label={t('seoDescriptionEn')} maxLength={300} rows={3} />
        </FieldRow>
      </fieldset>
      <LinkedPicker productId={productId} linked={linked} />
    </>
  );
}
