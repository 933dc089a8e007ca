'use client';

import { useCallback, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/EmptyState';
import { ListStatus } from '@/components/ui/ListStatus';
import { SignedOutPanel } from '@/components/account/SignedOutPanel';
import listing from '@/components/category/CategoryListing.module.css';
import { ConfirmModal } from '@/components/modals/ConfirmModal';
import { useModals } from '@/components/modals/ModalProvider';
import { ProductCard } from '@/components/product/ProductCard';
import type { ProductCardData } from '@/components/product/types';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Toast } from '@/components/ui/Toast';
import { clearFavourites, removeFavourite, useFavouriteProducts } from '@/lib/api/favourites';
import { useFavouriteIds } from '@/lib/api/hooks';
import { routes } from '@/lib/shop/routes';
import styles from './FavouriteProducts.module.css';

/**
 * The favourites page (spec 01 §4, favorilerim): the member's favourites in the listings' cards, each
 * with a remove button, and "clear all" after a confirmation. A heart pressed off on a card takes the
 * card away too, since the grid follows the shopper's favourite ids.
 */
export function FavouriteProducts() {
  const t = useTranslations('favouritesPage');
  const modals = useModals();
  const { read, failed, reload } = useFavouriteProducts();
  const ids = useFavouriteIds();
  const [pending, setPending] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [toast, setToast] = useState<{ message: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hideToast = useCallback(() => setToast(null), []);

  if (failed) return <ListStatus state="failed" text={t('loadFailed')} retryLabel={t('retry')} onRetry={reload} />;
  if (!read) return <ListStatus state="loading" text={t('loading')} />;
  if (!read.signedIn) return <SignedOutPanel title={t('signedOutTitle')} text={t('signedOutText')} signInLabel={t('signIn')} />;

  const list = ids ? read.data.List.filter((product) => ids.includes(product.ProductId)) : read.data.List;

  const remove = async (product: ProductCardData) => {
    setPending(product.ProductId);
    const reply = await removeFavourite(product.ProductId);
    setPending(null);
    if (reply?.succeeded) {
      setToast({ message: t('removed', { title: product.Title }) });
      // The pressed button has left the page: continue from the list's heading.
      headingRef.current?.focus();
    } else if (reply?.code !== 'login_required') {
      modals.showError({ message: reply?.message });
    }
  };

  const clear = async () => {
    const reply = await clearFavourites();
    setConfirming(false);
    if (reply?.succeeded) modals.showSuccess({ message: reply.message });
    else if (reply?.code !== 'login_required') modals.showError({ message: reply?.message });
  };

  if (list.length === 0) {
    return (
      <>
        <EmptyState title={t('empty')} hint={t('emptyHint')} action={<ButtonLink href={routes.allProducts()}>{t('shop')}</ButtonLink>} />
        <Toast toast={toast} onDone={hideToast} />
      </>
    );
  }

  return (
    <div className={styles.favourites}>
      <div className={styles.toolbar}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.count}>
          {t('count', { count: list.length })}
        </h2>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('clearAll')}
        </Button>
      </div>
      <ul className={listing.grid} aria-label={t('listLabel')}>
        {list.map((product, index) => (
          <li key={product.ProductId} className={styles.item}>
            <ProductCard product={product} eager={index < 4} sizes="(max-width: 992px) 46vw, 22vw" />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void remove(product)}
              disabled={pending === product.ProductId}
              aria-busy={pending === product.ProductId || undefined}
              aria-label={t('removeLabel', { title: product.Title })}
            >
              {pending === product.ProductId ? t('removing') : t('remove')}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmModal
        open={confirming}
        title={t('confirmClearTitle')}
        message={t('confirmClearText', { count: list.length })}
        confirmLabel={t('confirmClear')}
        busyLabel={t('clearing')}
        cancelLabel={t('cancel')}
        onConfirm={clear}
        onClose={() => setConfirming(false)}
      />
      <Toast toast={toast} onDone={hideToast} />
    </div>
  );
}
