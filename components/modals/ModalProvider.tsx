'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onApiError } from '@/lib/api/events';
import { ErrorModal } from './ErrorModal';
import { Modal } from './Modal';
import { SuccessModal } from './SuccessModal';
import type { CustomModalOptions, ErrorModalOptions, ModalsApi, SuccessModalOptions } from './types';

type Entry =
  | { id: number; kind: 'error'; options: ErrorModalOptions }
  | { id: number; kind: 'success'; options: SuccessModalOptions }
  | { id: number; kind: 'custom'; options: CustomModalOptions };

const ModalsContext = createContext<ModalsApi | null>(null);

let nextId = 1;

/**
 * Owns every modal of the shop as a stack (an error may open over the login modal and closing it
 * returns there). Any call through the fetch wrapper that fails opens the error modal by itself.
 */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<Entry[]>([]);

  const push = useCallback((entry: Omit<Entry, 'id'>) => {
    const id = nextId++;
    setStack((current) => [...current, { ...entry, id } as Entry]);
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
      {stack.map((entry) => {
        const onClose = () => {
          close(entry.id);
          entry.options.onClose?.();
        };
        if (entry.kind === 'error') return <ErrorModal key={entry.id} {...entry.options} open onClose={onClose} />;
        if (entry.kind === 'success') return <SuccessModal key={entry.id} {...entry.options} open onClose={onClose} />;
        const { content, title, labelledBy, hideTitle, icon, size, padded, className } = entry.options;
        return (
          <Modal key={entry.id} open onClose={onClose} title={title} labelledBy={labelledBy} hideTitle={hideTitle} icon={icon} size={size} padded={padded} className={className}>
            {typeof content === 'function' ? content(onClose) : content}
          </Modal>
        );
      })}
    </ModalsContext.Provider>
  );
}

/** showError / showSuccess / open / close from any client component under the layout. */
export function useModals(): ModalsApi {
  const api = useContext(ModalsContext);
  if (!api) throw new Error('useModals() must be used under <ModalProvider>.');
  return api;
}
