'use client';

import { useEffect } from 'react';
import { Icon } from './Icon';
import styles from './Toast.module.css';

/** Issue 7: "Added to the cart!" stays 3000 ms. */
export const TOAST_MS = 3000;

interface ToastProps {
  /** The text to announce; null shows nothing. A new object (same text) restarts the timer. */
  toast: { message: string } | null;
  onDone: () => void;
  duration?: number;
}

/**
 * A short confirmation in the corner that goes by itself. The status region is always in the page,
 * so screen readers announce the text when it appears without taking the focus away.
 */
export function Toast({ toast, onDone, duration = TOAST_MS }: ToastProps) {
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(onDone, duration);
    return () => window.clearTimeout(timer);
  }, [toast, onDone, duration]);

  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {toast ? (
        <p className={styles.toast}>
          <Icon name="check" size={20} />
          <span>{toast.message}</span>
        </p>
      ) : null}
    </div>
  );
}
