'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { SelectField } from '@/components/forms/SelectField';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { saveDiscountCode } from '@/lib/api/content-editing';
import { operatorRoutes } from '@/lib/shop/routes';
import { instantOfWallClock } from '@/lib/shop/shop-time';
import { DISCOUNT_KINDS, discountCodeSaveSchema, type DiscountKindInput } from '@/lib/shop/validation/content-editing';
import styles from './ContentEditing.module.css';

/** The form's values: what the inputs hold (amounts and dates as typed). */
export interface DiscountCodeValues {
  Id: number | null;
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

/** Creates or changes one code; a new code's page moves to the code's own page once saved. */
export function DiscountCodeForm({ initial, designers }: DiscountCodeFormProps) {
  const t = useTranslations('contentEditing');
  const router = useRouter();
  const [said, setSaid] = useState('');
  const { formik, formRef } = useShopForm({
    initialValues: initial,
    schema: discountCodeSaveSchema,
    resetOnSuccess: false,
    send: (input: Parameters<typeof saveDiscountCode>[0]) => saveDiscountCode({ ...input, StartsAt: instantOfWallClock(input.StartsAt ?? ''), EndsAt: instantOfWallClock(input.EndsAt ?? '') }),
    onSuccess: ({ data, message }) => {
      setSaid(message);
      if (initial.Id == null) router.push(operatorRoutes.discountCode(data.Id));
      else router.refresh();
    },
  });
  const percent = formik.values.Kind === 'percent';
  return (
    <ShopForm formik={formik} formRef={formRef} label={t('formLabel')}>
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
      <SubmitButton busyLabel={t('saving')}>{t('save')}</SubmitButton>
      <p role="status" className={styles.said}>
        {said}
      </p>
    </ShopForm>
  );
}
