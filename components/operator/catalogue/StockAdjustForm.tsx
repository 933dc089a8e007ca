'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { SelectField } from '@/components/forms/SelectField';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { adjustCatalogueStock } from '@/lib/api/catalogue-editing';
import { STOCK_REASONS, stockAdjustmentSchema, type StockReason } from '@/lib/shop/validation/catalogue-editing';

type Values = { ProductId: number; VariationId: number | string; Change: number | string; Reason: StockReason };

/** Goods received, counted or damaged: a change with its reason, kept in the audit log; the new stock is said once saved. */
export function StockAdjustForm({ productId, variations }: { productId: number; variations: readonly { Id: number; NameTr: string; NameEn: string }[] }) {
  const t = useTranslations('catalogueEditing');
  const router = useRouter();
  const [done, setDone] = useState('');
  const { formik, formRef } = useShopForm({
    initialValues: { ProductId: productId, VariationId: variations[0]?.Id ?? '', Change: '', Reason: 'received' } as Values,
    schema: stockAdjustmentSchema,
    send: (input: { ProductId: number; VariationId?: number | null; Change: number; Reason: StockReason }) => adjustCatalogueStock(input),
    resetOnSuccess: false,
    onSuccess: ({ data }) => {
      setDone(t('stockDone', { stock: data.Stock }));
      router.refresh();
    },
  });
  return (
    <ShopForm formik={formik} formRef={formRef} label={t('stockTitle')}>
      {variations.length > 0 && (
        <SelectField name="VariationId" label={t('variations')} options={variations.map((v) => ({ value: String(v.Id), label: `${v.NameTr} / ${v.NameEn}` }))} />
      )}
      <TextField name="Change" type="number" label={t('stockChange')} />
      <SelectField name="Reason" label={t('stockReason')} options={STOCK_REASONS.map((reason) => ({ value: reason, label: t(`reason.${reason}`) }))} />
      <SubmitButton busyLabel={t('saving')}>{t('stockApply')}</SubmitButton>
      <p role="status">{done}</p>
    </ShopForm>
  );
}
