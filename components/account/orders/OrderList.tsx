'use client';

import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/EmptyState';
import { ListStatus } from '@/components/ui/ListStatus';
import { SignedOutPanel } from '@/components/account/SignedOutPanel';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { useUserOrders } from '@/lib/api/orders';
import { routes } from '@/lib/shop/routes';
import { OrderCard } from './OrderCard';
import styles from './Orders.module.css';

/**
 * The member's orders (spec 02 §2 siparislerim), newest first, ten at a time with "show more" while
 * the server says more follow. A visitor sees an invitation to sign in; the page stays the same for everyone.
 */
export function OrderList() {
  const t = useTranslations('orders');
  const { first, orders, failed, hasMore, loadingMore, loadMore, reload } = useUserOrders();

  if (failed) return <ListStatus state="failed" text={t('loadFailed')} retryLabel={t('retry')} onRetry={reload} />;
  if (!first) return <ListStatus state="loading" text={t('loading')} />;
  if (!first.signedIn) return <SignedOutPanel title={t('signedOutTitle')} text={t('signedOutText')} signInLabel={t('signIn')} />;
  if (orders.length === 0) return <EmptyState title={t('empty')} hint={t('emptyHint')} action={<ButtonLink href={routes.allProducts()}>{t('shop')}</ButtonLink>} />;

  return (
    <div className={styles.orders}>
      <ul className={styles.list} aria-label={t('listLabel')}>
        {orders.map((order) => (
          <li key={order.OrderId}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className={styles.more}>
          <Button variant="secondary" onClick={loadMore} disabled={loadingMore} aria-busy={loadingMore || undefined}>
            {loadingMore ? t('loadingMore') : t('loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
