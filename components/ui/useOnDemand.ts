'use client';

import { useCallback, useRef, useState } from 'react';

/**
 * A module that comes with the first interaction needing it (a tap, a panel opening) rather than
 * with the page's first load (issue 21's JS budget). `load()` starts it once and resolves when it is
 * here (and rejects if it could not come), so a caller can fetch its data at the same time and render both together; until then the
 * module is null.
 */
export function useOnDemand<T>(importer: () => Promise<T>): [T | null, () => Promise<T>] {
  const [loaded, setLoaded] = useState<T | null>(null);
  const pending = useRef<Promise<T> | null>(null);
  const load = useCallback(() => {
    pending.current ??= importer().then(
      (module) => {
        setLoaded(() => module);
        return module;
      },
      (error: unknown) => {
        // A failed chunk (the network dropped) is asked again by the next interaction.
        pending.current = null;
        throw error;
      },
    );
    return pending.current;
  }, [importer]);
  return [loaded, load];
}
