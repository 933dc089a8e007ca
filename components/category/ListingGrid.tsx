import type { Ref } from 'react';
import { ProductCard } from '@/components/product/ProductCard';
import type { ProductCardData } from '@/components/product/types';
import styles from './CategoryListing.module.css';

interface ListingGridProps {
  products: ProductCardData[];
  /**
   * The page's own grid: its first row (4 wide) is on screen at first paint, and on a phone its first
   * picture is the page's largest paint. Only that one is preloaded at high priority, so it does not
   * share a phone's slow link with a second. Lighthouse's category LCP went from 2.76–2.88 s to
   * 2.04–2.82 s, within its ±0.7 s between runs. Cards that "Load more" appends are neither.
   */
  firstPaint?: boolean;
  listRef?: Ref<HTMLUListElement>;
}

/** A listing's product cards, 4 a row (2 below 992px). Rendered on the server for the page, on the client for cards that "Load more" appends. */
export function ListingGrid({ products, firstPaint = false, listRef }: ListingGridProps) {
  return (
    <ul ref={listRef} className={styles.grid}>
      {products.map((product, index) => {
        const firstRow = firstPaint && index < 4;
        return (
          <li key={product.Id} className={firstRow ? undefined : styles.drawnLater}>
            <ProductCard product={product} eager={firstRow} priority={firstPaint && index === 0} sizes="(max-width: 992px) 46vw, 18vw" />
          </li>
        );
      })}
    </ul>
  );
}
