'use client';

import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { FieldRow } from '@/components/forms/FieldRow';
import { TextField } from '@/components/forms/TextField';
import { DescriptionFields } from '@/components/operator/catalogue/DescriptionFields';
import { ProductPartsFields } from '@/components/operator/catalogue/ProductPartsFields';
import { EditFrame } from '@/components/operator/editing/EditFrame';
import { useEditForm } from '@/components/operator/editing/useEditForm';
import { saveCatalogueProduct } from '@/lib/api/catalogue-editing';
import type { OutputOf } from '@/lib/api/contract';
import { catalogueProductSaveSchema } from '@/lib/shop/validation/catalogue-editing';

type Product = OutputOf<'catalogue-product'>;
type Saved = OutputOf<'catalogue-product-save'>;

const valuesOf = (p: Product) => ({
  ProductId: p.ProductId,
  Version: p.Version,
  TitleTr: p.TitleTr,
  TitleEn: p.TitleEn,
  SlugTr: p.SlugTr,
  SlugEn: p.SlugEn,
  DescriptionTr: p.DescriptionTr,
  DescriptionEn: p.DescriptionEn,
  PriceTry: p.PriceTry,
  SalePriceTry: p.SalePriceTry,
  PriceUsd: p.PriceUsd,
  SalePriceUsd: p.SalePriceUsd,
  IsFreeCargo: p.IsFreeCargo,
  IsActive: p.IsActive,
  Stock: p.Stock,
  VariationStocks: p.Variations.filter((v) => v.IsActive).map((v) => ({ Id: v.Id, Stock: v.Stock })),
  VariationType: p.VariationType,
  VariationNameTr: p.VariationNameTr,
  VariationNameEn: p.VariationNameEn,
  OptionListNameTr: p.OptionListNameTr,
  OptionListNameEn: p.OptionListNameEn,
  OptionsTr: p.OptionsTr,
  OptionsEn: p.OptionsEn,
  SeoTitleTr: p.SeoTitleTr,
  SeoTitleEn: p.SeoTitleEn,
  SeoDescriptionTr: p.SeoDescriptionTr,
  SeoDescriptionEn: p.SeoDescriptionEn,
  LinkedSkus: p.LinkedSkus,
});
type Values = ReturnType<typeof valuesOf>;

/** A product's edit form (issue 23) on the editing kit: texts and rich descriptions per language, prices as decimals, stock, state. */
export function ProductEditForm({ product }: { product: Product }) {
  const t = useTranslations('catalogueEditing');
  const router = useRouter();
  const [removed, setRemoved] = useState<Saved['Removed'] | null>(null);
  const form = useEditForm<Values, Saved, Values>({
    draftKey: `product:${product.ProductId}`,
    initialValues: valuesOf(product),
    schema: catalogueProductSaveSchema,
    send: (input) => saveCatalogueProduct(input),
    valuesAfterSave: (values, data) => ({ ...values, Version: data.Version, SlugTr: data.SlugTr, SlugEn: data.SlugEn }),
    onSaved: (data) => {
      setRemoved(data.Removed);
      router.refresh();
    },
  });
  // A change made beside the form (a stock adjustment, a variation added or removed) reloads the
  // product: an untouched form follows it; one with edits keeps them (its save is told if the
  // record changed, and skips the stock of a variation gone meanwhile).
  const { formik } = form;
  const offered = product.Variations.filter((v) => v.IsActive).map((v) => v.Id).join();
  const shown = formik.values.VariationStocks.map((v) => v.Id).join();
  useEffect(() => {
    if ((product.Version > formik.values.Version || offered !== shown) && !formik.dirty) formik.resetForm({ values: valuesOf(product) });
  }, [product, formik, offered, shown]);
  const nameOf = (id: number) => {
    const variation = product.Variations.find((v) => v.Id === id);
    return variation ? `${variation.NameTr} / ${variation.NameEn}` : `#${id}`;
  };
  return (
    <EditFrame form={form} label={t('editTitle', { title: product.TitleTr })}>
      <FieldRow>
        <TextField name="TitleTr" label={t('titleTr')} maxLength={200} />
        <TextField name="TitleEn" label={t('titleEn')} maxLength={200} />
      </FieldRow>
      <FieldRow>
        <TextField name="SlugTr" label={t('slugTr')} maxLength={120} />
        <TextField name="SlugEn" label={t('slugEn')} maxLength={120} />
      </FieldRow>
      <DescriptionFields removed={removed} />
      <FieldRow>
        <TextField name="PriceTry" label={t('priceTry')} inputMode="decimal" />
        <TextField name="SalePriceTry" label={t('salePriceTry')} inputMode="decimal" />
      </FieldRow>
      <FieldRow>
        <TextField name="PriceUsd" label={t('priceUsd')} inputMode="decimal" />
        <TextField name="SalePriceUsd" label={t('salePriceUsd')} inputMode="decimal" />
      </FieldRow>
      {formik.values.VariationStocks.length ? (
        <fieldset>
          <legend>{t('variations')}</legend>
          <FieldRow>
            {formik.values.VariationStocks.map((variation, index) => (
              <TextField key={variation.Id} name={`VariationStocks.${index}.Stock`} type="number" min={0} label={t('variationStock', { name: nameOf(variation.Id) })} />
            ))}
          </FieldRow>
        </fieldset>
      ) : (
        <TextField name="Stock" type="number" min={0} label={t('colStock')} />
      )}
      <ProductPartsFields productId={product.ProductId} linked={product.Linked} />
      <CheckboxField name="IsFreeCargo" label={t('freeCargo')} />
      <CheckboxField name="IsActive" label={t('isActive')} />
    </EditFrame>
  );
}
