'use client';

import { useTranslations } from 'next-intl';
import type { ProductCardData } from '@/components/product/types';
import { Button } from '@/components/ui/Button';
import { useIsClient } from '@/components/ui/useIsClient';
import { useLoadMore, type NextPage } from '@/components/ui/useLoadMore';
import { useOnDemand } from '@/components/ui/useOnDemand';
import { callApi } from '@/lib/api/client';
import type { InputOf } from '@/lib/api/contract';
import { PAGE_SIZE } from '@/lib/shop/listing';
import styles from './CategoryListing.module.css';

/** The cards (pictures, prices, hearts) come with the first "Load more", beside its call. */
const loadGrid = () => import('./ListingGrid');

type Listing = 'get-category-products' | 'get-search-results' | 'get-designer-detail';
type Request<E extends Listing> = Omit<InputOf<E>, 'Take' | 'Skip' | 'LanguageId'>;
/** The category listing's call with its filter, the search listing's, or a brand page's. */
export type ListingRequest =
  | { endpoint: 'get-category-products'; input: Request<'get-category-products'> }
  | { endpoint: 'get-search-results'; input: Request<'get-search-results'> }
  | { endpoint: 'get-designer-detail'; input: Request<'get-designer-detail'> };

/** The next cards of a listing, from the call its page was read with. */
async function nextPage(request: ListingRequest, page: { Take: number; Skip: number }): Promise<NextPage<ProductCardData>> {
  if (request.endpoint === 'get-designer-detail') {
    const envelope = await callApi(request.endpoint, { ...request.input, ...page }, { silent: true });
    return envelope?.succeeded ? { items: envelope.data.products, more: envelope.data.Continue } : null;
  }
  const envelope =
    request.endpoint === 'get-category-products'
      ? await callApi(request.endpoint, { ...request.input, ...page }, { silent: true })
      : await callApi(request.endpoint, { ...request.input, ...page }, { silent: true });
  return envelope?.succeeded ? { items: envelope.data.List, more: envelope.data.Continue } : null;
}

interface LoadMoreProductsProps {
  /** How many cards the server rendered above. */
  shown: number;
  total: number;
  /** total is a lower bound: "of 1,000+ products". */
  atLeast?: boolean;
  more: boolean;
  /** How many cards come before this page (24 × page). */
  offset: number;
  /** The call and filter the page was read with; the next cards use the same. */
  request: ListingRequest;
}

/**
 * The listing's tail: the cards "Load more" appended below the server's grid, the count line and the
 * button, while the server says Continue (a failure stays silent, spec 01 §8). The server's 24 cards
 * are not part of this island, so a listing hydrates its hearts and this, not every card.
 */
export function LoadMoreProducts({ shown, total, atLeast = false, more: initialMore, offset, request }: LoadMoreProductsProps) {
  const t = useTranslations('category');
  // The button needs JavaScript; the pager's links serve everyone else.
  const interactive = useIsClient();
  const [grid, ensureGrid] = useOnDemand(loadGrid);
  const { items, more, loading, loadMore, listRef } = useLoadMore<ProductCardData>([], initialMore, async (appended) => {
    const [page, cards] = await Promise.all([nextPage(request, { Take: PAGE_SIZE, Skip: offset + shown + appended }), ensureGrid().catch(() => null)]);
    // Without the cards' code the page cannot show: silent, as a failed call, and the button stays.
    return cards ? page : null;
  });

  const to = offset + shown + items.length;
  return (
    <>
      {grid && items.length ? <grid.ListingGrid products={items} listRef={listRef} /> : null}
      <div className={styles.footer}>
        <p className={styles.showing} role="status">
          {atLeast
            ? t('showingAtLeast', { from: offset + 1, to, total: Math.max(total, to) })
            : t('showing', { from: offset + 1, to, total })}
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
