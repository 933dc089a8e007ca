import type { Ref } from 'react';
import { ProductCard } from '@/components/product/ProductCard';
import type { ProductCardData } from '@/components/product/types';
import styles from './CategoryListing.module.css';

interface ListingGridProps {
  products: ProductCardData[];
  /** Only the first row of the page's first grid is on screen at first paint. */
  eagerCount?: number;
  listRef?: Ref<HTMLUListElement>;
}

/** A listing's product cards, 4 a row (2 below 992px). Rendered on the server for the page, on the client for cards that "Load more" appends. */
export function ListingGrid({ products, eagerCount = 0, listRef }: ListingGridProps) {
  return (
    <ul ref={listRef} className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.Id}>
          <ProductCard product={product} eager={index < eagerCount} sizes="(max-width: 992px) 46vw, 18vw" />
        </li>
      ))}
    </ul>
  );
}
