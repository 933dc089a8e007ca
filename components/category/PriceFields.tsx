'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { CATALOG_PRICE_RANGE } from '@/lib/shop/listing';
import styles from './CategoryFilters.module.css';

interface PriceFieldsProps {
  min: number;
  max: number;
  /** The range's top in whole units: the catalogue's by default, a brand's own dearest piece on its page. */
  limit?: number;
  /** "TL" or "$": prices here are whole units of the page's currency. */
  currencyLabel: string;
  /** The range's top as a price: choosing it means no upper bound. */
  limitText: string;
}

/** The listings' price range (0 to the range's top in whole units; the top means no upper bound), applied with the form. */
export function PriceFields({ min, max, limit = CATALOG_PRICE_RANGE.limit, currencyLabel, limitText }: PriceFieldsProps) {
  const t = useTranslations('category');
  const id = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('priceLegend', { currency: currencyLabel })}</legend>
      <div className={styles.bounds}>
        <label className={styles.field}>
          <span className={styles.label}>{t('minPrice')}</span>
          <input type="number" name="min" min={0} max={limit} step={1} inputMode="numeric" defaultValue={min} className={styles.input} />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t('maxPrice')}</span>
          <input
            type="number"
            name="max"
            min={0}
            max={limit}
            step={1}
            inputMode="numeric"
            defaultValue={max}
            className={styles.input}
            aria-describedby={`${id}-max`}
          />
        </label>
      </div>
      <p id={`${id}-max`} className={styles.hint}>
        {t('maxHint', { limit: limitText })}
      </p>
    </fieldset>
  );
}
