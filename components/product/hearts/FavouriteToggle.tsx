'use client';

import { useState } from 'react';
import { useFavouriteIds } from '@/lib/api/hooks';
import { HeartButton, type HeartLook } from './HeartButton';
import { heartState } from './heartState';

interface FavouriteToggleProps {
  productId: number;
  /** The chosen variation of a product that has variations (the product page). */
  variationId?: number | null;
  /** Asked before adding; false stops the add (the product page says a variation is missing). */
  canAdd?: () => boolean;
  look?: HeartLook;
}

/**
 * The product page's heart, a client component of its own: it stands in the purchase form, which is
 * a client component already and holds the chosen variation and the "choose a variation" alert that
 * `canAdd` raises. One per page, so the cards' single island (FavouriteHearts) would save nothing here.
 * The server renders it unpressed and waiting; while a call is pending it is busy and refuses a second press.
 */
export function FavouriteToggle({ productId, variationId = null, canAdd, look = 'outlined' }: FavouriteToggleProps) {
  const ids = useFavouriteIds();
  const [pending, setPending] = useState(false);
  const state = heartState(ids, productId, pending);

  const toggle = async () => {
    if (state.disabled) return;
    if (!state.pressed && canAdd && !canAdd()) return;
    setPending(true);
    try {
      // The call's code comes with the first press, under the busy state, not with the page (issue 21).
      const { toggleFavourite } = await import('@/lib/api/favourites');
      await toggleFavourite({ ProductId: productId, VariationId: variationId }, state.pressed);
    } finally {
      setPending(false);
    }
  };

  return <HeartButton state={state} look={look} onClick={() => void toggle()} />;
}
