'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { saveCargoRates } from '@/lib/api/content-editing';
import { cargoZoneSaveSchema } from '@/lib/shop/validation/content-editing';
import styles from './ContentEditing.module.css';

export interface CargoZoneValues {
  Zone: string;
  FlatTry: string;
  FreeFromTry: string;
  FlatUsd: string;
  FreeFromUsd: string;
}

/** One zone's fee and free-cargo threshold in both currencies. */
export function CargoZoneForm({ initial, title }: { initial: CargoZoneValues; title: string }) {
  const t = useTranslations('contentEditing');
  const router = useRouter();
  const [said, setSaid] = useState('');
  const { formik, formRef } = useShopForm({
    initialValues: initial,
    schema: cargoZoneSaveSchema,
    resetOnSuccess: false,
    send: (input: CargoZoneValues) => saveCargoRates(input),
    onSuccess: ({ message }) => {
      setSaid(message);
      router.refresh();
    },
  });
  return (
    <ShopForm formik={formik} formRef={formRef} label={title}>
      <div className={styles.pair}>
        <TextField name="FlatTry" label={t('flatTry')} inputMode="decimal" />
        <TextField name="FreeFromTry" label={t('freeFromTry')} inputMode="decimal" />
      </div>
      <div className={styles.pair}>
        <TextField name="FlatUsd" label={t('flatUsd')} inputMode="decimal" />
        <TextField name="FreeFromUsd" label={t('freeFromUsd')} inputMode="decimal" />
      </div>
      <SubmitButton busyLabel={t('saving')}>{t('save')}</SubmitButton>
      <p role="status" className={styles.said}>
        {said}
      </p>
    </ShopForm>
  );
}
