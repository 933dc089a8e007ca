'use client';

import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { useBasketCount } from '@/lib/api/hooks';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/shop/routes';
import { useHeaderPopover } from './useHeaderPopover';
import styles from './HeaderIcons.module.css';

/** The popover (its lines, pictures and totals) arrives when first opened, not with every page. */
const BasketPopover = lazyComponent(() => import('./BasketPopover').then((module) => module.BasketPopover));

/**
 * The basket icon with the live item count from /get-cart-count. It stays a link to the basket
 * (without JavaScript, and for a new tab); with JavaScript a click or a hovering mouse opens the
 * basket popover (spec 01 §2 Layout), which Escape, a click outside or leaving it closes.
 */
export function BasketLink() {
  const t = useTranslations('header');
  const { count } = useBasketCount();
  const { open, close, rootProps, linkProps, popoverId } = useHeaderPopover();

  return (
    <div {...rootProps} className={styles.basket}>
      <Link
        {...linkProps}
        href={routes.basket()}
        prefetch={false}
        className={styles.icon}
        aria-label={t('basket', { count })}
      >
        <Icon name="bag" />
        {count > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Link>
      <Suspense fallback={null}>{open ? <BasketPopover id={popoverId} onNavigate={close} /> : null}</Suspense>
    </div>
  );
}
