'use client';

import { useTranslations } from 'next-intl';
import { ApplyBar } from '@/components/category/ApplyBar';
import { FlagFields } from '@/components/category/FlagFields';
import { PriceFields } from '@/components/category/PriceFields';
import { useFilterSubmit } from '@/components/category/useFilterSubmit';
import { useEarlyChoices } from '@/components/category/useEarlyChoices';
import type { SearchParams } from '@/lib/shop/listing';
import { parseSearchQuery, searchQueryString, type SearchListingQuery } from '@/lib/shop/search-listing';
import styles from '@/components/category/CategoryFilters.module.css';

interface SearchFiltersProps {
  formId: string;
  /** Where the form goes: this search's address (flags and text) in the page's language. */
  action: string;
  query: SearchListingQuery;
  categories: { Id: number; Name: string }[];
  currencyLabel: string;
  limitText: string;
}

/**
 * The search listing's filter (spec 01 §2): category radios, price, the three boxes, Apply. A GET
 * form, so it works without JavaScript; with it, Apply pushes the same query client-side. A chosen
 * child category stays while its category does; choosing another category resets it.
 */
export function SearchFilters({ formId, action, query, categories, currencyLabel, limitText }: SearchFiltersProps) {
  const t = useTranslations('search');
  const tc = useTranslations('category');
  const formRef = useEarlyChoices();
  const submit = useFilterSubmit((params: SearchParams) => {
    const next = parseSearchQuery(params);
    return searchQueryString(next.categoryId === query.categoryId ? next : { ...next, childId: null });
  });
  return (
    <form ref={formRef} id={formId} method="get" action={action} className={styles.form} onSubmit={submit} aria-label={tc('filtersLabel')}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('categoryLegend')}</legend>
        <label className={styles.choice}>
          <input type="radio" name="category" value="" defaultChecked={query.categoryId === null} />
          {t('allCategories')}
        </label>
        {categories.map((category) => (
          <label key={category.Id} className={styles.choice}>
            <input type="radio" name="category" value={category.Id} defaultChecked={query.categoryId === category.Id} />
            {category.Name}
          </label>
        ))}
      </fieldset>
      {query.childId !== null ? <input type="hidden" name="child" value={query.childId} /> : null}
      <PriceFields min={query.min} max={query.max} currencyLabel={currencyLabel} limitText={limitText} />
      <FlagFields query={query} />
      <ApplyBar label={tc('apply')} />
    </form>
  );
}
