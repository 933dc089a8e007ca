'use client';

import { useRef, useState } from 'react';
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
 * The server renders it unpressed and waiting; while a call is pending it is busy and refuses a second press,
 * keeping the keyboard focus (aria-disabled, HeartButton).
 */
export function FavouriteToggle({ productId, variationId = null, canAdd, look = 'outlined' }: FavouriteToggleProps) {
  const ids = useFavouriteIds();
  const [pending, setPending] = useState(false);
  // The button stays pressable while busy: a second press in the same frame, before the busy state renders, is refused here.
  const inFlight = useRef(false);
  const state = heartState(ids, productId, pending);

  const toggle = async () => {
    if (state.disabled || inFlight.current) return;
    if (!state.pressed && canAdd && !canAdd()) return;
    inFlight.current = true;
    setPending(true);
    try {
      // The call's code comes with the first press, under the busy state, not with the page (issue 21).
      const { toggleFavourite } = await import('@/lib/api/favourites');
      await toggleFavourite({ ProductId: productId, VariationId: variationId }, state.pressed);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return <HeartButton state={state} look={look} onClick={() => void toggle()} />;
}
