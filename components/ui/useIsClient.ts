import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while rendering on the server and hydrating, true afterwards — without a setState in an effect. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
