'use client';

import { useTranslations } from 'next-intl';
import { ApplyBar } from '@/components/category/ApplyBar';
import { PriceFields } from '@/components/category/PriceFields';
import { useFilterSubmit } from '@/components/category/useFilterSubmit';
import { useEarlyChoices } from '@/components/category/useEarlyChoices';
import { listingQueryString, parseListingQuery, type ListingQuery, type PriceRange, type SearchParams } from '@/lib/shop/listing';
import styles from '@/components/category/CategoryFilters.module.css';

interface BrandFiltersProps {
  /** The form's id: the sort menu beside the grid belongs to it too. */
  formId: string;
  query: ListingQuery;
  range: PriceRange;
  /** "TL" or "$": prices here are whole units of the page's currency. */
  currencyLabel: string;
  /** The range's top as a price: choosing it means no upper bound. */
  limitText: string;
}

/**
 * The brand's price filter as the category page's GET form: without JavaScript Apply reloads the
 * page with the query; with it, the query (defaults left out) is pushed client-side, keeping the
 * chosen category, and applying from the phone's sheet closes it.
 */
export function BrandFilters({ formId, query, range, currencyLabel, limitText }: BrandFiltersProps) {
  const t = useTranslations('category');
  const formRef = useEarlyChoices();
  const submit = useFilterSubmit((params: SearchParams) => new URLSearchParams(listingQueryString(parseListingQuery(params, range), range)).toString());
  return (
    <form ref={formRef} id={formId} method="get" className={styles.form} onSubmit={submit} aria-label={t('filtersLabel')}>
      {query.categoryId !== null ? <input type="hidden" name="category" value={query.categoryId} /> : null}
      <PriceFields min={query.min} max={query.max} limit={range.limit} currencyLabel={currencyLabel} limitText={limitText} />
      <ApplyBar label={t('apply')} />
    </form>
  );
}
