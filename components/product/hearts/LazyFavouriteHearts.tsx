'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { whenSettled } from '@/lib/api/settled';

/**
 * Mounts the hearts' island (FavouriteHearts) once the page has settled, from a chunk of its own: the
 * hearts wait for the shopper's ids until then anyway (./settled.ts), and in the layout's first-load
 * JS the island and its calls would weigh on every page, heart or not (issue 21's 1.3 × budget).
 */
export function LazyFavouriteHearts() {
  const [Island, setIsland] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    void whenSettled()
      .then(() => import('./FavouriteHearts'))
      .then(({ FavouriteHearts }) => {
        if (mounted) setIsland(() => FavouriteHearts);
      });
    return () => {
      mounted = false;
    };
  }, []);
  return Island ? <Island /> : null;
}
