'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { toggleFavourite } from '@/lib/api/favourites';
import { useFavouriteIds } from '@/lib/api/hooks';
import { delegateHearts, type HeartDelegation } from './delegateHearts';

/**
 * The one island behind every card's heart (FavouriteHeart) on a page, mounted once by the layout
 * (through LazyFavouriteHearts): it asks for the shopper's favourite ids once a heart is on the page,
 * shows them on every heart and handles their presses (issue 21: a listing hydrated one client
 * component per card before).
 */
export function FavouriteHearts() {
  const t = useTranslations('favourites');
  const [seen, setSeen] = useState(false);
  const ids = useFavouriteIds(seen);
  const delegation = useRef<HeartDelegation | null>(null);
  const labels = useMemo(() => ({ add: t('add'), remove: t('remove'), pending: t('pending') }), [t]);

  useEffect(() => {
    const started = delegateHearts(document.body, { toggle: toggleFavourite, onHeart: () => setSeen(true) });
    delegation.current = started;
    return () => {
      started.stop();
      delegation.current = null;
    };
  }, []);

  useEffect(() => {
    delegation.current?.show(ids, labels);
  }, [ids, labels]);

  return null;
}
