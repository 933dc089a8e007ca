'use client';

import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
};

/* Spec 01 §2 names tr-TR; a browser that reports plain "tr" is just as Turkish (as the proxy treats it). */
const isTurkishBrowser = () => navigator.language.toLowerCase().split('-')[0] === 'tr';

/**
 * Renders its children only in a Turkish browser. Decided in the browser, so the server HTML never
 * depends on request headers and the page stays cacheable.
 */
export function TurkishBrowserOnly({ children }: { children: ReactNode }) {
  const turkish = useSyncExternalStore(subscribe, isTurkishBrowser, () => false);
  return turkish ? children : null;
}
