'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Container } from '@/components/ui/Container';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { firstSegment } from '@/lib/shop/routes';
import { accountLinks } from './accountLinks';
import { LogOutButton } from './LogOutButton';
import styles from './AccountShell.module.css';

/**
 * The account side menu (spec 02 §2) around an account page: the pages, the current one marked, and
 * log out. On a phone it is a row of thumb-sized tabs above the content that scrolls sideways.
 */
export function AccountShell({ children }: { children: ReactNode }) {
  const t = useTranslations('account');
  const pathname = usePathname();
  return (
    <Container className={styles.shell}>
      <nav aria-label={t('menuLabel')} className={styles.menu}>
        <ul role="list" className={styles.list}>
          {accountLinks.map(({ key, href, within }) => (
            <li key={key}>
              <Link href={href()} className={styles.link} aria-current={pathname === href() ? 'page' : within && firstSegment(pathname) === within ? 'true' : undefined}>
                {t(key)}
              </Link>
            </li>
          ))}
          <li>
            <LogOutButton className={styles.link} />
          </li>
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </Container>
  );
}
