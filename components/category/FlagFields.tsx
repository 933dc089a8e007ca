'use client';

import { useTranslations } from 'next-intl';
import type { ChangeEvent } from 'react';
import { FLAG_NAMES, FLAG_PARAMS, type CategoryListingQuery, type FlagName } from '@/lib/shop/category-listing';
import styles from './CategoryFilters.module.css';

const FLAG_LABEL: Record<FlagName, 'onlyDiscounted' | 'onlyStock' | 'freeCargo'> = { onlyDiscounted: 'onlyDiscounted', onlyStock: 'onlyStock', freeCargo: 'freeCargo' };

/** The listings' three "show only" boxes (discounted, in stock, free shipping), as GET fields of the filter form. */
export function FlagFields({ query, onChange }: { query: Pick<CategoryListingQuery, FlagName>; onChange?: (event: ChangeEvent<HTMLInputElement>) => void }) {
  const t = useTranslations('category');
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('optionsLegend')}</legend>
      {FLAG_NAMES.map((name) => (
        <label key={name} className={styles.choice}>
          <input type="checkbox" name={FLAG_PARAMS[name]} value="1" defaultChecked={query[name]} onChange={onChange} />
          {t(FLAG_LABEL[name])}
        </label>
      ))}
    </fieldset>
  );
}
