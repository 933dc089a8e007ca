'use client';

import { usePathname } from 'next/navigation';
import { localizedPath, localeOfPath } from '@/lib/shop/locale';
import { previewExitRoute, routes } from '@/lib/shop/routes';
import styles from './PreviewBar.module.css';

/**
 * Leaves draft mode and comes back to this page. A plain link, not the client router: the exit is
 * a route handler that clears the draft cookie, and the page after it must be the shoppers' one.
 */
export function PreviewExitLink({ label }: { label: string }) {
  const pathname = usePathname() ?? routes.home();
  return (
    <a className={styles.exit} href={localizedPath(previewExitRoute(pathname), localeOfPath(pathname) ?? 'tr')}>
      {label}
    </a>
  );
}
