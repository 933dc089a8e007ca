'use client';

import { useField } from 'formik';
import { useTranslations } from 'next-intl';
import { CARD_FAMILIES, INSTALLMENT_COUNTS, installmentPlan } from '@/lib/shop/checkout/installments';
import { formatMoney, type Currency } from '@/lib/shop/money';
import styles from './InstallmentGrid.module.css';

interface InstallmentGridProps {
  name: string;
  /** The product total after the discount, in minor units: the instalment surcharge applies to it. */
  productTotal: number;
  currency: Currency;
}

/**
 * The instalment choice of spec 02 §9. Every card programme charges the same, so each plan (single
 * payment, 2 to 12) is shown once as a labelled radio with its monthly amount and total, and the
 * programmes are listed once as the cards that accept them. The plans wrap into as many columns as
 * fit, and each amount stays whole on its line, so nothing is cut or split at any width.
 */
export function InstallmentGrid({ name, productTotal, currency }: InstallmentGridProps) {
  const t = useTranslations('checkout');
  const [field, meta] = useField<string | number>(name);
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : null;
  // A no-break space holds "12.710,53 TL" together: a line may break before an amount, never inside it.
  const money = (amount: number) => formatMoney(amount, currency).replace(' ', '\u00a0');
  const errorId = `${name}-error`;
  const cardsId = `${name}-cards`;
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{t('installmentsLegend')}</legend>
      <p className={styles.note}>{t('installmentsNote')}</p>
      <ul role="list" className={styles.plans}>
        {INSTALLMENT_COUNTS.map((count) => {
          const plan = installmentPlan(productTotal, count);
          const chosen = String(field.value) === String(count);
          const planId = `${name}-plan-${count}`;
          return (
            <li key={count}>
              <label className={styles.plan} data-chosen={chosen || undefined}>
                <input
                  type="radio"
                  name={name}
                  value={count}
                  checked={chosen}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  className={styles.radio}
                  aria-labelledby={`${planId}-name`}
                  aria-describedby={`${planId}-amounts ${count === 0 ? '' : cardsId}`.trim()}
                />
                <span id={`${planId}-name`} className={styles.name}>
                  {count === 0 ? t('singlePayment') : t('installmentCount', { count })}
                </span>
                <span id={`${planId}-amounts`} className={styles.amounts}>
                  {count === 0 ? (
                    <span className={styles.monthly}>{money(plan.total)}</span>
                  ) : (
                    <>
                      <span className={styles.monthly}>{t('perMonth', { amount: money(plan.monthly), count })}</span>
                      <span className={styles.total}>{t('planTotal', { amount: money(plan.total) })}</span>
                    </>
                  )}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <div id={cardsId} className={styles.cards}>
        <p className={styles.cardsTitle}>{t('installmentCards')}</p>
        <ul role="list" className={styles.cardList}>
          {CARD_FAMILIES.map((family) => (
            <li key={family} className={styles.card}>
              {family}
            </li>
          ))}
        </ul>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
