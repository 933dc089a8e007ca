'use client';

import { useTranslations } from 'next-intl';
import { useId, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { FLAG_NAMES, FLAG_PARAMS, type CategoryListingQuery } from '@/lib/shop/category-listing';
import { CATALOG_PRICE_RANGE } from '@/lib/shop/listing';
import { useFilterSubmit } from './useFilterSubmit';
import styles from './CategoryFilters.module.css';

interface Choice {
  Id: number;
  Name: string;
}

interface CategoryFiltersProps {
  /** The form's id: the sort menu beside the grid belongs to it too. */
  formId: string;
  query: CategoryListingQuery;
  /** The listed category; its children are the child-category choices. */
  category: { Name: string; Children: Choice[] };
  designers: Choice[];
  /** "TL" or "$": prices here are whole units of the page's currency. */
  currencyLabel: string;
  /** The range's top as a price: choosing it means no upper bound. */
  limitText: string;
}

const FLAG_LABEL = { onlyDiscounted: 'onlyDiscounted', onlyStock: 'onlyStock', freeCargo: 'freeCargo' } as const;

/**
 * The listing's filter as a GET form: without JavaScript Apply reloads the page with the query;
 * with it, a ticked box or a chosen child category applies at once (prices wait for Apply or Enter).
 */
export function CategoryFilters({ formId, query, category, designers, currencyLabel, limitText }: CategoryFiltersProps) {
  const t = useTranslations('category');
  const id = useId();
  const submit = useFilterSubmit();
  const applyNow = (event: ChangeEvent<HTMLInputElement>) => event.currentTarget.form?.requestSubmit();

  return (
    <form id={formId} method="get" className={styles.form} onSubmit={submit} aria-label={t('filtersLabel')}>
      {category.Children.length ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('childLegend', { name: category.Name })}</legend>
          <label className={styles.choice}>
            <input type="radio" name="category" value="" defaultChecked={query.categoryId === null} onChange={applyNow} />
            {t('allChildren', { name: category.Name })}
          </label>
          {category.Children.map((child) => (
            <label key={child.Id} className={styles.choice}>
              <input type="radio" name="category" value={child.Id} defaultChecked={query.categoryId === child.Id} onChange={applyNow} />
              {child.Name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('priceLegend', { currency: currencyLabel })}</legend>
        <div className={styles.bounds}>
          <label className={styles.field}>
            <span className={styles.label}>{t('minPrice')}</span>
            <input type="number" name="min" min={0} max={CATALOG_PRICE_RANGE.limit} step={1} inputMode="numeric" defaultValue={query.min} className={styles.input} />
          </label>
          <label className={styles.field}>
            <span className={styles.label}>{t('maxPrice')}</span>
            <input
              type="number"
              name="max"
              min={0}
              max={CATALOG_PRICE_RANGE.limit}
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
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('optionsLegend')}</legend>
        {FLAG_NAMES.map((name) => (
          <label key={name} className={styles.choice}>
            <input type="checkbox" name={FLAG_PARAMS[name]} value="1" defaultChecked={query[name]} onChange={applyNow} />
            {t(FLAG_LABEL[name])}
          </label>
        ))}
      </fieldset>
      {designers.length ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('designersLegend')}</legend>
          <div className={styles.scroll}>
            {designers.map((designer) => (
              <label key={designer.Id} className={styles.choice}>
                <input type="checkbox" name="designer" value={designer.Id} defaultChecked={query.designerIds.includes(designer.Id)} onChange={applyNow} />
                {designer.Name}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <Button type="submit" variant="secondary" size="sm">
        {t('apply')}
      </Button>
    </form>
  );
}
