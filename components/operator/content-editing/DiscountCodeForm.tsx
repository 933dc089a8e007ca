'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import { EditFrame } from '@/components/operator/editing/EditFrame';
import { useEditForm } from '@/components/operator/editing/useEditForm';
import { saveDiscountCode } from '@/lib/api/content-editing';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import { instantOfWallClock } from '@/lib/shop/shop-time';
import { DISCOUNT_KINDS, discountCodeSaveSchema, type DiscountKindInput } from '@/lib/shop/validation/content-editing';
import styles from './ContentEditing.module.css';

/** The form's values: what the inputs hold (amounts and dates as typed). */
export interface DiscountCodeValues {
  Id: number | null;
  Version: number | null;
  Code: string;
  Kind: DiscountKindInput;
  Percent: string;
  AmountTry: string;
  AmountUsd: string;
  MinTotalTry: string;
  MinTotalUsd: string;
  DesignerId: string;
  StartsAt: string;
  EndsAt: string;
  UsageLimit: string;
  PerCustomerLimit: string;
  IsActive: boolean;
}


interface DiscountCodeFormProps {
  initial: DiscountCodeValues;
  designers: { id: number; name: string }[];
}

/**
 * Creates or changes one code on the editing kit's frame: unsaved changes are kept as a draft and
 * warned about on leaving; a code changed by someone else since opening is refused (409), not overwritten.
 * A new code's page moves to the code's own page once saved.
 */
export function DiscountCodeForm({ initial, designers }: DiscountCodeFormProps) {
  const t = useTranslations('contentEditing');
  const router = useRouter();
  const form = useEditForm({
    draftKey: `discount-code:${initial.Id ?? 'new'}`,
    initialValues: initial,
    schema: discountCodeSaveSchema,
    send: (input: Parameters<typeof saveDiscountCode>[0]) => saveDiscountCode({ ...input, StartsAt: instantOfWallClock(input.StartsAt ?? ''), EndsAt: instantOfWallClock(input.EndsAt ?? '') }),
    valuesAfterSave: (values, data) => ({ ...values, Id: data.Id, Version: data.Version }),
    onSaved: (data) => (initial.Id == null ? router.push(operatorRoutes.discountCode(data.Id)) : router.refresh()),
  });
  const percent = form.formik.values.Kind === 'percent';
  return (
    <EditFrame form={form} label={t('formLabel')}>
      <TextField name="Code" label={t('code')} hint={t('codeHint')} autoComplete="off" spellCheck={false} />
      <SelectField name="Kind" label={t('kind')} options={DISCOUNT_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))} />
      {percent ? (
        <TextField name="Percent" label={t('percent')} inputMode="numeric" />
      ) : (
        <div className={styles.pair}>
          <TextField name="AmountTry" label={t('amountTry')} hint={t('amountHint')} inputMode="decimal" />
          <TextField name="AmountUsd" label={t('amountUsd')} inputMode="decimal" />
        </div>
      )}
      <div className={styles.pair}>
        <TextField name="MinTotalTry" label={t('minTotalTry')} optional inputMode="decimal" />
        <TextField name="MinTotalUsd" label={t('minTotalUsd')} optional inputMode="decimal" />
      </div>
      <SelectField name="DesignerId" label={t('designer')} hint={t('designerHint')} optional options={designers.map((designer) => ({ value: designer.id, label: designer.name }))} />
      <div className={styles.pair}>
        <TextField name="StartsAt" label={t('startsAt')} type="datetime-local" optional />
        <TextField name="EndsAt" label={t('endsAt')} type="datetime-local" optional />
      </div>
      <div className={styles.pair}>
        <TextField name="UsageLimit" label={t('usageLimit')} hint={t('limitHint')} optional inputMode="numeric" />
        <TextField name="PerCustomerLimit" label={t('perCustomerLimit')} hint={t('limitHint')} optional inputMode="numeric" />
      </div>
      <CheckboxField name="IsActive" label={t('isActive')} />
    </EditFrame>
  );
}
