import { lazy, type ComponentType } from 'react';

/**
 * React's own lazy() for a named export: the component's code arrives with its first render, which
 * here is always a tap or a stored state in the browser, never the server's. next/dynamic does the
 * same with ≈ 1.4 KB gzip of its own machinery (the server bail-out, chunk preloading) in every
 * page's first load (issue 21). Render it under a <Suspense> boundary.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
