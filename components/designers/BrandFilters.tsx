'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Select } from '@/components/ui/Select';
import { listingQueryString, SORT_CODES, SORT_NAMES, type ListingQuery, type PriceRange, type SortName } from '@/lib/shop/listing';
import styles from './BrandFilters.module.css';

interface BrandFiltersProps {
  query: ListingQuery;
  range: PriceRange;
  /** "TL" or "$": prices here are whole units of the page's currency. */
  currencyLabel: string;
  /** The range's top as a price ("1.000,00 TL" / "$1,000.00"): choosing it means no upper bound. */
  limitText: string;
}

const SORT_LABEL: Record<SortName, 'sortMostPopular' | 'sortNewest' | 'sortLowestPrice' | 'sortHighestPrice'> = {
  mostPopular: 'sortMostPopular',
  newest: 'sortNewest',
  lowestPrice: 'sortLowestPrice',
  highestPrice: 'sortHighestPrice',
};

/**
 * Price range and sort as a GET form: without JavaScript it reloads the page with the new query;
 * with it, the same query is pushed client-side (defaults left out) and a new sort applies at once.
 */
export function BrandFilters({ query, range, currencyLabel, limitText }: BrandFiltersProps) {
  const t = useTranslations('brand');
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const number = (name: string, fallback: number) => {
      const value = Number(form.get(name));
      return Number.isInteger(value) && value >= 0 && value <= range.limit ? value : fallback;
    };
    const max = number('max', range.limit);
    const next: ListingQuery = {
      categoryId: query.categoryId,
      min: Math.min(number('min', 0), max),
      max,
      sort: Number(form.get('sort')) as ListingQuery['sort'],
    };
    const search = new URLSearchParams(listingQueryString(next, range)).toString();
    const target = pathname ?? window.location.pathname;
    router.push(search ? `${target}?${search}` : target, { scroll: false });
  };

  return (
    <form method="get" className={styles.form} onSubmit={submit} aria-label={t('filtersLabel')}>
      {query.categoryId !== null ? <input type="hidden" name="category" value={query.categoryId} /> : null}
      <fieldset className={styles.price}>
        <legend className={styles.legend}>{t('priceLegend', { currency: currencyLabel })}</legend>
        <div className={styles.bounds}>
          <label className={styles.field}>
            <span className={styles.label}>{t('minPrice')}</span>
            <input type="number" name="min" min={0} max={range.limit} step={1} inputMode="numeric" defaultValue={query.min} className={styles.input} />
          </label>
          <span aria-hidden="true" className={styles.dash}>
            –
          </span>
          <label className={styles.field}>
            <span className={styles.label}>{t('maxPrice')}</span>
            <input
              type="number"
              name="max"
              min={0}
              max={range.limit}
              step={1}
              inputMode="numeric"
              defaultValue={query.max}
              className={styles.input}
              aria-describedby={`${id}-max`}
            />
          </label>
        </div>
        <p id={`${id}-max`} className={styles.hint}>
          {t('maxHint', { limit: limitText })}
        </p>
      </fieldset>
      <label className={styles.field}>
        <span className={styles.label}>{t('sortLabel')}</span>
        <Select compact name="sort" defaultValue={query.sort} className={styles.sortSelect} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
          {SORT_NAMES.map((name) => (
            <option key={name} value={SORT_CODES[name]}>
              {t(SORT_LABEL[name])}
            </option>
          ))}
        </Select>
      </label>
      <Button type="submit" variant="secondary" size="sm" className={styles.apply}>
        {t('apply')}
      </Button>
    </form>
  );
}
