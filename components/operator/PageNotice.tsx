'use client';

import { usePathname } from 'next/navigation';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './OperatorShell.module.css';

const Say = createContext<(message: string) => void>(() => undefined);

/**
 * What a row's action says once done. The page says it, because it outlives the row: the refresh
 * after a delete, a move or a mark can remove the row, the pressed button and anything said beside
 * them. Focus comes to the notice as well, since the pressed button may be gone.
 */
export function PageNotice({ children }: { children: ReactNode }) {
  const path = usePathname() ?? '';
  // A new object each time, so the same words said twice still move the focus. It names its page: the
  // shell outlives a page, and another page's answer is not said on the next one.
  const [said, setSaid] = useState<{ message: string; path: string } | null>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (said) notice.current?.focus();
  }, [said]);
  return (
    <Say value={(message) => setSaid({ message, path })}>
      <p ref={notice} role="status" tabIndex={-1} className={styles.notice}>
        {said?.path === path ? said.message : null}
      </p>
      {children}
    </Say>
  );
}

/** Says a done action's answer at the top of the page (see PageNotice). */
export const usePageNotice = () => useContext(Say);
