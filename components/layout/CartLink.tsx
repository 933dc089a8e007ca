'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { useCartCount } from '@/lib/api/hooks';
import { Link } from '@/lib/i18n/navigation';
import styles from './HeaderIcons.module.css';
import { routes } from '@/lib/shop/routes';

/** The basket icon with the live item count from /get-cart-count. */
export function CartLink() {
  const t = useTranslations('header');
  const { count } = useCartCount();
  return (
    <Link href={routes.basket()} className={styles.icon} aria-label={t('basket', { count })}>
      <Icon name="bag" />
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
