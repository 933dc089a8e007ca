import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { OperatorRole } from '@/lib/shop/operators/roles';
import { operatorRoutes } from '@/lib/shop/routes';
import { SignOutButtons } from './SignOutButtons';
import styles from './OperatorShell.module.css';

export type OperatorSection = 'orders' | 'audit' | 'account';

interface OperatorShellProps {
  me: { Email: string; Role: OperatorRole };
  current: OperatorSection;
  children: ReactNode;
}

/** The back-office frame: one bar with the sections this role has, who is signed in, and sign-out. */
export async function OperatorShell({ me, current, children }: OperatorShellProps) {
  const t = await getTranslations('operator');
  const sections: { key: OperatorSection; href: string; label: string }[] = [
    { key: 'orders', href: operatorRoutes.orders(), label: t('navOrders') },
    ...(me.Role === 'owner' ? [{ key: 'audit' as const, href: operatorRoutes.audit(), label: t('navAudit') }] : []),
    { key: 'account', href: operatorRoutes.account(), label: t('navAccount') },
  ];
  return (
    <>
      <a href="#operator-main" className={styles.skip}>
        {t('skip')}
      </a>
      <header className={styles.bar}>
        <Link href={operatorRoutes.home()} className={styles.brand}>
          {t('brand')}
        </Link>
        <nav aria-label={t('navLabel')} className={styles.nav}>
          <ul>
            {sections.map((section) => (
              <li key={section.key}>
                <Link href={section.href} aria-current={section.key === current ? 'page' : undefined} className={styles.navLink}>
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.who}>
          <span className={styles.email}>{t('signedInAs', { email: me.Email, role: t(`role.${me.Role}`) })}</span>
          <SignOutButtons />
        </div>
      </header>
      <main id="operator-main" className={styles.main}>
        {children}
      </main>
    </>
  );
}
