'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { Select } from '@/components/ui/Select';
import { SORT_CODES, SORT_NAMES, type SortCode, type SortName } from '@/lib/shop/listing';
import styles from './CategoryFilters.module.css';

const SORT_LABEL: Record<SortName, 'sortMostPopular' | 'sortNewest' | 'sortLowestPrice' | 'sortHighestPrice'> = {
  mostPopular: 'sortMostPopular',
  newest: 'sortNewest',
  lowestPrice: 'sortLowestPrice',
  highestPrice: 'sortHighestPrice',
};

/**
 * The sort menu beside the grid, a field of the filter form (`form=`), so a sort keeps the filter.
 * With JavaScript a choice applies at once; without it, its own button submits the form. The button is
 * in <noscript>, not removed on hydration: removing it moved the grid, the page's largest paint on a
 * phone, after the cached page had painted (issue 21's CLS).
 */
export function SortSelect({ formId, sort }: { formId: string; sort: SortCode }) {
  const t = useTranslations('category');
  return (
    <div className={styles.sort}>
      <label className={styles.field}>
        <span className={styles.label}>{t('sortLabel')}</span>
        <Select name="sort" form={formId} defaultValue={sort} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
          {SORT_NAMES.map((name) => (
            <option key={name} value={SORT_CODES[name]}>
              {t(SORT_LABEL[name])}
            </option>
          ))}
        </Select>
      </label>
      <noscript>
        <Button type="submit" form={formId} variant="secondary" size="sm">
          {t('sortApply')}
        </Button>
      </noscript>
    </div>
  );
}
