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
  const [items, setItems] = useState(initial);
  const [more, setMore] = useState(initialMore);
  const [loading, setLoading] = useState(false);
  const [firstNew, setFirstNew] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // The button needs JavaScript to work, so it appears only once the page can run it.
  const interactive = useIsClient();

  // Keyboard and screen-reader users continue at the first card that just arrived, not back at the button.
  useEffect(() => {
    if (firstNew === null) return;
    listRef.current?.children[firstNew]?.querySelector('a')?.focus();
  }, [firstNew]);

  const loadMore = async () => {
    setLoading(true);
    const envelope = await callApi('get-designer-detail', { ...request, Take: PAGE_SIZE, Skip: items.length });
    setLoading(false);
    if (!envelope?.succeeded) return;
    setFirstNew(items.length);
    setItems((shown) => [...shown, ...envelope.data.products]);
    setMore(envelope.data.Continue);
  };

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
