'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ProductCard } from '@/components/product/ProductCard';
import type { ProductCardData } from '@/components/product/types';
import { Button } from '@/components/ui/Button';
import { useIsClient } from '@/components/ui/useIsClient';
import { callApi } from '@/lib/api/client';
import type { InputOf } from '@/lib/api/contract';
import { PAGE_SIZE } from '@/lib/shop/listing';
import styles from './CategoryListing.module.css';

type Listing = 'get-category-products' | 'get-search-results';
type Request<E extends Listing> = Omit<InputOf<E>, 'Take' | 'Skip' | 'LanguageId'>;
/** The category listing's call with its filter, or the search listing's. */
export type ListingRequest = { endpoint: 'get-category-products'; input: Request<'get-category-products'> } | { endpoint: 'get-search-results'; input: Request<'get-search-results'> };

interface CategoryProductsProps {
  /** The page's cards, rendered on the server. */
  initial: ProductCardData[];
  total: number;
  more: boolean;
  /** How many cards come before this page (24 × page). */
  offset: number;
  /** The call and filter the page was read with; the next cards use the same. */
  request: ListingRequest;
}

/** A listing's grid (category or search): the server renders one page of 24, "Load more" appends the next while the server says Continue (a failure stays silent, spec 01 §8). */
export function CategoryProducts({ initial, total, more: initialMore, offset, request }: CategoryProductsProps) {
  const t = useTranslations('category');
  const [items, setItems] = useState(initial);
  const [more, setMore] = useState(initialMore);
  const [loading, setLoading] = useState(false);
  const [firstNew, setFirstNew] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // The button needs JavaScript; the pager's links serve everyone else.
  const interactive = useIsClient();

  // Keyboard and screen-reader users continue at the first card that just arrived, not back at the button.
  useEffect(() => {
    if (firstNew === null) return;
    listRef.current?.children[firstNew]?.querySelector('a')?.focus();
  }, [firstNew]);

  const loadMore = async () => {
    setLoading(true);
    const page = { Take: PAGE_SIZE, Skip: offset + items.length };
    const envelope =
      request.endpoint === 'get-category-products'
        ? await callApi(request.endpoint, { ...request.input, ...page }, { silent: true })
        : await callApi(request.endpoint, { ...request.input, ...page }, { silent: true });
    setLoading(false);
    if (!envelope?.succeeded) return;
    setFirstNew(items.length);
    setItems((shown) => [...shown, ...envelope.data.List]);
    setMore(envelope.data.Continue);
  };

  if (items.length === 0) return <p className={styles.empty}>{t('noProducts')}</p>;
  return (
    <>
      <ul ref={listRef} className={styles.grid}>
        {items.map((product, index) => (
          <li key={product.Id}>
            <ProductCard product={product} eager={index < 4} sizes="(max-width: 992px) 46vw, 18vw" />
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <p className={styles.showing} role="status">
          {t('showing', { from: offset + 1, to: offset + items.length, total })}
        </p>
        {more && interactive ? (
          <Button variant="secondary" onClick={loadMore} disabled={loading} aria-busy={loading}>
            {loading ? t('loading') : t('loadMore')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
