'use client';

import { useTranslations } from 'next-intl';
import styles from './PaymentMethodChoice.module.css';

export type PaymentMethod = 'card' | 'bank';

interface PaymentMethodChoiceProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled: boolean;
}

/** Card (the default) or bank transfer (spec 02 §4): one radio group, choosing one switches the other off. */
export function PaymentMethodChoice({ value, onChange, disabled }: PaymentMethodChoiceProps) {
  const t = useTranslations('checkout');
  const options: { method: PaymentMethod; label: string }[] = [
    { method: 'card', label: t('methodCard') },
    { method: 'bank', label: t('methodBank') },
  ];
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className="visually-hidden">{t('methodLegend')}</legend>
      {options.map(({ method, label }) => (
        <label key={method} className={styles.option}>
          <input type="radio" name="PaymentMethod" value={method} checked={value === method} onChange={() => onChange(method)} className={styles.radio} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
