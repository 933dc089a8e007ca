'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { toggleFavourite } from '@/lib/api/favourites';
import { useFavouriteIds } from '@/lib/api/hooks';
import styles from './FavouriteToggle.module.css';

interface FavouriteToggleProps {
  productId: number;
  /** The chosen variation of a product that has variations (the product page). */
  variationId?: number | null;
  /** Asked before adding; false stops the add (the product page says a variation is missing). */
  canAdd?: () => boolean;
  /** `overlay` sits on a card's photograph; `outlined` stands beside the product page's buttons. */
  look?: 'overlay' | 'outlined';
}

/**
 * The heart of spec 01 §4: a real toggle button. The server page renders it unpressed and waiting,
 * so cached pages hold nothing of one shopper; the pressed state follows the ids after hydration.
 * While a call is pending the button is busy and refuses a second press.
 */
export function FavouriteToggle({ productId, variationId = null, canAdd, look = 'overlay' }: FavouriteToggleProps) {
  const t = useTranslations('favourites');
  const ids = useFavouriteIds();
  const [pending, setPending] = useState(false);
  const pressed = ids?.includes(productId) ?? false;

  const toggle = async () => {
    if (pending || !ids) return;
    if (!pressed && canAdd && !canAdd()) return;
    setPending(true);
    try {
      await toggleFavourite({ ProductId: productId, VariationId: variationId }, pressed);
    } finally {
      setPending(false);
    }
  };

  return (
    <button
      type="button"
      className={`${styles.toggle} ${styles[look]}`}
      aria-pressed={pressed}
      aria-label={pressed ? t('remove') : t('add')}
      aria-busy={pending || undefined}
      disabled={!ids || pending}
      onClick={() => void toggle()}
    >
      <Icon name="heart" size={look === 'overlay' ? 20 : 22} className={styles.heart} />
      {pending ? <span className="visually-hidden" role="status">{t('pending')}</span> : null}
    </button>
  );
}
