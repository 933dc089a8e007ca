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
 * The instalment table of spec 02 §9: the nine card programmes as columns, one row for a single
 * payment and one for each of 2 to 12 instalments, every cell the monthly amount and the total; the
 * row's labelled radio chooses the plan. On a phone the table scrolls sideways inside its own region.
 */
export function InstallmentGrid({ name, productTotal, currency }: InstallmentGridProps) {
  const t = useTranslations('checkout');
  const [field, meta] = useField<string | number>(name);
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : null;
  const money = (amount: number) => formatMoney(amount, currency);
  const captionId = `${name}-caption`;
  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{t('installmentsLegend')}</legend>
      <p className={styles.note}>{t('installmentsNote')}</p>
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className="visually-hidden">
            {t('installmentsCaption')}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                {t('installmentsColumn')}
              </th>
              {CARD_FAMILIES.map((family) => (
                <th key={family} scope="col" className={styles.family}>
                  {family}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {INSTALLMENT_COUNTS.map((count) => {
              const plan = installmentPlan(productTotal, count);
              const chosen = String(field.value) === String(count);
              const label = count === 0 ? t('singlePayment') : t('installmentCount', { count });
              return (
                <tr key={count} className={chosen ? styles.chosen : undefined}>
                  <th scope="row" className={styles.rowHead}>
                    <label className={styles.choice}>
                      <input type="radio" name={name} value={count} checked={chosen} onChange={field.onChange} onBlur={field.onBlur} className={styles.radio} />
                      {label}
                    </label>
                  </th>
                  {CARD_FAMILIES.map((family) => (
                    <td key={family} className={styles.cell}>
                      {count === 0 ? (
                        <span className={styles.total}>{money(plan.total)}</span>
                      ) : (
                        <>
                          <span className={styles.monthly}>{t('perMonth', { amount: money(plan.monthly), count })}</span>
                          <span className={styles.total}>{t('planTotal', { amount: money(plan.total) })}</span>
                        </>
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
