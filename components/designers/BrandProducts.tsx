'use client';

import { useTranslations } from 'next-intl';
import { ProductCard } from '@/components/product/ProductCard';
import type { ProductCardData } from '@/components/product/types';
import { Button } from '@/components/ui/Button';
import { useIsClient } from '@/components/ui/useIsClient';
import { useLoadMore } from '@/components/ui/useLoadMore';
import { callApi } from '@/lib/api/client';
import type { InputOf } from '@/lib/api/contract';
import { PAGE_SIZE } from '@/lib/shop/listing';
import styles from './BrandProducts.module.css';

type Request = Omit<InputOf<'get-designer-detail'>, 'Take' | 'Skip' | 'LanguageId'>;

interface BrandProductsProps {
  /** The first page, rendered on the server. */
  initial: ProductCardData[];
  total: number;
  more: boolean;
  /** The filter the first page was read with; the next pages use the same. */
  request: Request;
}

/** The brand's product grid: the server renders the first 24, "Load more" appends the next while the server says Continue. */
export function BrandProducts({ initial, total, more: initialMore, request }: BrandProductsProps) {
  const t = useTranslations('brand');
  // The button needs JavaScript to work, so it appears only once the page can run it.
  const interactive = useIsClient();
  const { items, more, loading, loadMore, listRef } = useLoadMore<ProductCardData>(initial, initialMore, async (shown) => {
    const envelope = await callApi('get-designer-detail', { ...request, Take: PAGE_SIZE, Skip: shown });
    return envelope?.succeeded ? { items: envelope.data.products, more: envelope.data.Continue } : null;
  });

  if (items.length === 0) return <p className={styles.empty}>{t('noProducts')}</p>;
  return (
    <>
      <ul ref={listRef} className={styles.grid}>
        {items.map((product, index) => (
          <li key={product.Id}>
            <ProductCard product={product} eager={index < 4} sizes="(max-width: 992px) 46vw, 22vw" />
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <p className={styles.showing} role="status">
          {t('showing', { shown: items.length, total })}
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
