'use client';

import { useEffect } from 'react';
import { useOnDemand } from '@/components/ui/useOnDemand';
import { whenSettled } from '@/lib/api/settled';

const loadIsland = () =>
  whenSettled()
    .then(() => import('./FavouriteHearts'))
    .then((module) => module.FavouriteHearts);

/**
 * Mounts the hearts' island (FavouriteHearts) once the page has settled, from a chunk of its own: the
 * hearts wait for the shopper's ids until then anyway (lib/api/settled.ts), and in the layout's first-load
 * JS the island and its calls would weigh on every page, heart or not (issue 21's 1.3 × budget).
 */
export function LazyFavouriteHearts() {
  const [Island, load] = useOnDemand(loadIsland);
  // A chunk that cannot come leaves the hearts as the server drew them: waiting, never wrong.
  useEffect(() => void load().catch(() => undefined), [load]);
  return Island ? <Island /> : null;
}
