'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '@/components/ui/Button';
import styles from './StickyBuyBar.module.css';

interface StickyBuyBarProps {
  /** The page's own Add button: the bar shows once it has scrolled up out of sight. */
  anchor: RefObject<HTMLElement | null>;
  price: ReactNode;
  /** The chosen variation as "Size: M", or the prompt to choose one. */
  choice: string | null;
  disabled: boolean;
  busy: boolean;
  onAdd: () => void;
}

/**
 * A phone's buy bar (price, the chosen variation, Add) fixed to the bottom of the screen while the
 * page's Add button is above the fold's top. Wide screens never show it (CSS), and without
 * JavaScript it never renders: the page's own button is the way to buy.
 */
export function StickyBuyBar({ anchor, price, choice, disabled, busy, onAdd }: StickyBuyBarProps) {
  const t = useTranslations('productDetail');
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const target = anchor.current;
    if (!target) return;
    // Only once the button has gone up past the top: below it, the page's own button is in reach. The
    // viewport is stretched far downwards, so the one edge that counts is the top: a fling or a jump
    // from below the fold to past the top, which never shows the button on the way, still crosses it.
    const observer = new IntersectionObserver(([entry]) => setShown(!entry.isIntersecting && entry.boundingClientRect.top < 0), {
      rootMargin: '0px 0px 100000px 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [anchor]);

  if (!shown) return null;
  return (
    <div className={styles.bar} role="region" aria-label={t('buyBar')}>
      <div className={styles.summary}>
        {price}
        {choice ? <span className={styles.choice}>{choice}</span> : null}
      </div>
      <Button className={styles.add} disabled={disabled} aria-busy={busy || undefined} onClick={onAdd}>
        {busy ? t('adding') : t('addToBasket')}
      </Button>
    </div>
  );
}
