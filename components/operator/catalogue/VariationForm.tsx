'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FieldRow } from '@/components/forms/FieldRow';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { Button } from '@/components/ui/Button';
import { removeCatalogueVariation, restoreCatalogueVariation, saveCatalogueVariation } from '@/lib/api/catalogue-editing';
import type { InputOf, OutputOf } from '@/lib/api/contract';
import { catalogueVariationSaveSchema } from '@/lib/shop/validation/catalogue-products';
import styles from './Catalogue.module.css';

type Variation = OutputOf<'catalogue-product'>['Variations'][number];
type Input = Omit<InputOf<'catalogue-variation-save'>, 'LanguageId'>;

interface VariationFormProps {
  productId: number;
  /** None: the form adds a new variation (with its first stock). */
  variation?: Variation;
  /** Colour swatches (type 2) carry their colour. */
  withColour: boolean;
  /** Told when the variation is deleted: this form (and its status) leaves with it, so the list says so. */
  onDeleted?: () => void;
}

const valuesOf = (productId: number, v?: Variation) => ({
  ProductId: productId,
  VariationId: v?.Id ?? null,
  Version: v?.Version ?? null,
  NameTr: v?.NameTr ?? '',
  NameEn: v?.NameEn ?? '',
  Stock: 0,
  PriceTry: v?.PriceTry ?? '',
  SalePriceTry: v?.SalePriceTry ?? '',
  PriceUsd: v?.PriceUsd ?? '',
  SalePriceUsd: v?.SalePriceUsd ?? '',
  FontColor: v?.FontColor ?? '',
});

/**
 * One variation's form: names, own prices (empty: the product's), its colour for a swatch, and for
 * a new one its first stock (later stock is the product form's and the adjustments'). An existing
 * one can be removed; one that orders name is switched off instead, which the status line says,
 * and a switched-off one switched back on.
 */
export function VariationForm({ productId, variation, withColour, onDeleted }: VariationFormProps) {
  const t = useTranslations('catalogueEditing');
  const router = useRouter();
  const [status, setStatus] = useState({ ok: true, message: '' });
  const { formik, formRef } = useShopForm<ReturnType<typeof valuesOf>, OutputOf<'catalogue-variation-save'>, Input>({
    initialValues: valuesOf(productId, variation),
    schema: catalogueVariationSaveSchema,
    send: (input) => saveCatalogueVariation(input),
    resetOnSuccess: !variation,
    onRefusal: (envelope) => {
      setStatus({ ok: false, message: envelope.message });
      return true;
    },
    onSuccess: (envelope) => {
      if (variation) void formik.setFieldValue('Version', envelope.data.Version);
      setStatus({ ok: true, message: t(variation ? 'variationSaved' : 'variationAdded') });
      router.refresh();
    },
  });
  const remove = async () => {
    if (!variation || !window.confirm(t('variationRemoveConfirm', { name: variation.NameTr }))) return;
    const reply = await removeCatalogueVariation({ ProductId: productId, VariationId: variation.Id, Version: formik.values.Version ?? variation.Version });
    if (!reply) return;
    router.refresh();
    if (!reply.succeeded) return setStatus({ ok: false, message: reply.message });
    if (reply.data.Outcome === 'deleted') return onDeleted?.();
    void formik.setFieldValue('Version', reply.data.Version);
    setStatus({ ok: true, message: t('variationDeactivated') });
  };
  const restore = async () => {
    if (!variation) return;
    const reply = await restoreCatalogueVariation({ ProductId: productId, VariationId: variation.Id, Version: formik.values.Version ?? variation.Version });
    if (!reply) return;
    if (reply.succeeded) void formik.setFieldValue('Version', reply.data.Version);
    setStatus(reply.succeeded ? { ok: true, message: t('variationRestored') } : { ok: false, message: reply.message });
    router.refresh();
  };
  const label = variation ? t('variationEdit', { name: `${variation.NameTr} / ${variation.NameEn}` }) : t('variationNew');
  return (
    <ShopForm formik={formik} formRef={formRef} label={label}>
      <h3 className={styles.subTitle}>
        {label} {variation && !variation.IsActive ? <small>({t('variationOff')})</small> : null}
      </h3>
      <FieldRow>
        <TextField name="NameTr" label={t('nameTr')} maxLength={80} />
        <TextField name="NameEn" label={t('nameEn')} maxLength={80} />
      </FieldRow>
      <FieldRow>
        <TextField name="PriceTry" label={t('ownPriceTry')} inputMode="decimal" />
        <TextField name="SalePriceTry" label={t('ownSalePriceTry')} inputMode="decimal" />
      </FieldRow>
      <FieldRow>
        <TextField name="PriceUsd" label={t('ownPriceUsd')} inputMode="decimal" />
        <TextField name="SalePriceUsd" label={t('ownSalePriceUsd')} inputMode="decimal" />
      </FieldRow>
      <FieldRow>
        {withColour ? <TextField name="FontColor" label={t('colour')} hint={t('colourHint')} maxLength={7} /> : null}
        {variation ? null : <TextField name="Stock" type="number" min={0} label={t('colStock')} />}
      </FieldRow>
      <div className={styles.actions}>
        <SubmitButton busyLabel={t('saving')}>{variation ? t('variationSave') : t('variationAdd')}</SubmitButton>
        {/* One button that changes its words, so focus stays on it when a removal switches the variation off. */}
        {variation ? (
          <Button type="button" variant="secondary" onClick={variation.IsActive ? remove : restore}>{t(variation.IsActive ? 'variationRemove' : 'variationRestore')}</Button>
        ) : null}
      </div>
      <p role={status.ok ? 'status' : 'alert'}>{status.message}</p>
    </ShopForm>
  );
}
