'use client';

import { useTranslations } from 'next-intl';
import { FieldRow } from '@/components/forms/FieldRow';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import { EXPIRY_YEAR_MAX, EXPIRY_YEAR_MIN } from '@/lib/shop/validation/checkout';
import { MaskedField } from '@/components/forms/MaskedField';
import styles from './Checkout.module.css';

const twoDigits = (value: number) => String(value).padStart(2, '0');

const MONTHS = Array.from({ length: 12 }, (_, index) => twoDigits(index + 1)).map((month) => ({ value: month, label: month }));

/** Spec 02 §9's years 20 to 36, from this year on: a card that ran out in an earlier year cannot pay. */
function yearOptions(now = new Date()) {
  const first = Math.max(EXPIRY_YEAR_MIN, now.getFullYear() % 100);
  return Array.from({ length: EXPIRY_YEAR_MAX - first + 1 }, (_, index) => twoDigits(first + index)).map((year) => ({ value: year, label: year }));
}

/**
 * The card form's fields (spec 02 §5): name, the number in groups of four, expiry month and year,
 * and the 3-digit CVV shown as dots. They live in the payment form for its checks only: the card
 * goes to the payment provider's page, never to the shop's API.
 */
export function CardFields() {
  const t = useTranslations('checkout');
  return (
    <div className={styles.fields}>
      <TextField name="CardName" label={t('cardName')} autoComplete="cc-name" maxLength={100} />
      <MaskedField name="CardNumber" label={t('cardNumber')} mask="0000 0000 0000 0000" unmask inputMode="numeric" autoComplete="cc-number" />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('expiryLegend')}</legend>
        <FieldRow>
          <SelectField name="ExpiryMonth" label={t('expiryMonth')} autoComplete="cc-exp-month" options={MONTHS} />
          <SelectField name="ExpiryYear" label={t('expiryYear')} autoComplete="cc-exp-year" options={yearOptions()} />
        </FieldRow>
      </fieldset>
      <MaskedField name="Cvv" label={t('cvv')} hint={t('cvvHint')} mask="000" unmask inputMode="numeric" autoComplete="cc-csc" type="password" />
    </div>
  );
}
