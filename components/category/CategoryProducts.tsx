import { getTranslations } from 'next-intl/server';
import type { ProductCardData } from '@/components/product/types';
import { ListingGrid } from './ListingGrid';
import { LoadMoreProducts, type ListingRequest } from './LoadMoreProducts';
import styles from './CategoryListing.module.css';

interface CategoryProductsProps {
  /** The page's cards. */
  initial: ProductCardData[];
  total: number;
  /** total is a lower bound: a filtered listing counted no further (ADR 0060). */
  atLeast?: boolean;
  more: boolean;
  /** How many cards come before this page (24 × page). */
  offset: number;
  request: ListingRequest;
  /** Changes with the page and filter, so a new listing starts without the cards appended to the last. */
  listingKey: string;
  /** Whether the grid's first row is on the first screen (a category, a search); a designer's banner and story fill it. */
  firstPaint?: boolean;
}

/** A listing's grid (category or search): one page of 24 rendered on the server, then the load-more island. */
export async function CategoryProducts({ initial, total, atLeast = false, more, offset, request, listingKey, firstPaint = true }: CategoryProductsProps) {
  const t = await getTranslations('category');
  if (initial.length === 0) return <p className={styles.empty}>{t('noProducts')}</p>;
  return (
    <>
      <ListingGrid products={initial} firstPaint={firstPaint} />
      <LoadMoreProducts key={listingKey} shown={initial.length} total={total} atLeast={atLeast} more={more} offset={offset} request={request} />
    </>
  );
}
