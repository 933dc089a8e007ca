'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { INTENT_PREFETCH_SELECTOR } from '@/components/ui/intentPrefetch';

const REACHES = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * One listener for every intent-prefetched link of the page (components/ui/intentPrefetch.ts): a
 * pointer resting on it, a finger touching it or the keyboard's focus prefetches its page, once.
 */
export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const reach = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(INTENT_PREFETCH_SELECTOR) : null;
      if (!link || link.origin !== location.origin) return;
      const href = link.pathname + link.search;
      if (prefetched.has(href)) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    const options = { passive: true, capture: true };
    for (const type of REACHES) document.addEventListener(type, reach, options);
    return () => {
      for (const type of REACHES) document.removeEventListener(type, reach, options);
    };
  }, [router]);
  return null;
}
