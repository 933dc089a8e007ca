'use client';

import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { onApiError } from '@/lib/api/events';
import type { ModalEntry, ModalsApi } from './types';

/**
 * The dialogs themselves (focus trap, scroll lock, the message modals) arrive with the first modal
 * opened, not with every page: most views never open one (issue 21's first-load JS budget).
 */
const ModalStack = lazyComponent(() => import('./ModalStack').then((module) => module.ModalStack));

const ModalsContext = createContext<ModalsApi | null>(null);

let nextId = 1;

/**
 * Owns every modal of the shop as a stack (an error may open over the login modal and closing it
 * returns there). Any call through the fetch wrapper that fails opens the error modal by itself.
 */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<ModalEntry[]>([]);

  const push = useCallback((entry: Omit<ModalEntry, 'id'>) => {
    const id = nextId++;
    setStack((current) => [...current, { ...entry, id } as ModalEntry]);
    return id;
  }, []);

  const close = useCallback((id?: number) => {
    setStack((current) => (id === undefined ? current.slice(0, -1) : current.filter((entry) => entry.id !== id)));
  }, []);

  const api = useMemo<ModalsApi>(
    () => ({
      showError: (options) => push({ kind: 'error', options: typeof options === 'string' ? { message: options } : (options ?? {}) }),
      showSuccess: (options) => push({ kind: 'success', options: typeof options === 'string' ? { message: options } : options }),
      open: (options) => push({ kind: 'custom', options }),
      close,
    }),
    [push, close],
  );

  useEffect(() => onApiError(({ message }) => api.showError({ message })), [api]);

  return (
    <ModalsContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>{stack.length > 0 ? <ModalStack stack={stack} close={close} /> : null}</Suspense>
    </ModalsContext.Provider>
  );
}

/** showError / showSuccess / open / close from any client component under the layout. */
export function useModals(): ModalsApi {
  const api = useContext(ModalsContext);
  if (!api) throw new Error('useModals() must be used under <ModalProvider>.');
  return api;
}
