import { setTimeout as sleep } from 'node:timers/promises';

/** Resolves once `url` answers 2xx (a bench's server has started), or throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs) {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}
