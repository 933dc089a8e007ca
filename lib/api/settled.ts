/**
 * The shell's own calls on every page (the basket badge, the hearts' favourite ids, a new visitor's
 * id) wait until the page has loaded and the browser is idle: on a phone they otherwise start during
 * hydration, and their round trips and re-renders sit between the HTML and its largest paint
 * (issue 21). A shopper's own action does not wait: adding to the basket or pressing a heart makes
 * sure of the visitor's id itself.
 */
const IDLE_TIMEOUT_MS = 2000;

let settled: Promise<void> | null = null;

/** Resolves once the page's load event has passed and the browser has had an idle moment (at most 2 s after load). */
export function whenSettled(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  settled ??= new Promise((resolve) => {
    const idle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return settled;
}
