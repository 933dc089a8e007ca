'use client';

import { useTranslations } from 'next-intl';
import type { ChangeEvent } from 'react';
import type { CategoryListingQuery } from '@/lib/shop/category-listing';
import { ApplyBar } from './ApplyBar';
import { DesignerChoices } from './DesignerChoices';
import { FlagFields } from './FlagFields';
import { PriceFields } from './PriceFields';
import { useFilterSubmit } from './useFilterSubmit';
import { useEarlyChoices } from './useEarlyChoices';
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

/**
 * The listing's filter as a GET form: without JavaScript Apply reloads the page with the query;
 * with it, a ticked box or a chosen child category applies at once on wide screens (prices wait for
 * Apply or Enter); in the phone's sheet everything waits for Apply, which stays in reach at the bottom.
 */
export function CategoryFilters({ formId, query, category, designers, currencyLabel, limitText }: CategoryFiltersProps) {
  const t = useTranslations('category');
  const formRef = useEarlyChoices();
  const submit = useFilterSubmit();
  // In the phone's sheet choices wait for Apply, so the page does not change behind it.
  const applyNow = (event: ChangeEvent<HTMLInputElement>) => {
    const form = event.currentTarget.form;
    if (form && !form.closest('dialog')?.open) form.requestSubmit();
  };

  return (
    <form ref={formRef} id={formId} method="get" className={styles.form} onSubmit={submit} aria-label={t('filtersLabel')}>
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
      <PriceFields min={query.min} max={query.max} currencyLabel={currencyLabel} limitText={limitText} />
      <FlagFields query={query} onChange={applyNow} />
      {designers.length ? <DesignerChoices designers={designers} chosen={query.designerIds} onChange={applyNow} /> : null}
      <ApplyBar label={t('apply')} />
    </form>
  );
}
