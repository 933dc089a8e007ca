import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { OperatorRole } from '@/lib/shop/operators/roles';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import { PageNotice } from './PageNotice';
import { SignOutButtons } from './SignOutButtons';
import styles from './OperatorShell.module.css';

export type OperatorSection = 'dashboard' | 'orders' | 'refunds' | 'inbox' | 'outbox' | 'subscribers' | 'operators' | 'audit' | 'account' | 'products' | 'discountCodes' | 'cargoRates' | 'blog' | 'pages' | 'contracts' | 'homeContent' | 'events';

interface OperatorShellProps {
  me: { Email: string; Role: OperatorRole };
  current: OperatorSection;
  children: ReactNode;
}

/** The back-office frame: one bar with the sections this role has, who is signed in, and sign-out. */
export async function OperatorShell({ me, current, children }: OperatorShellProps) {
  const [t, tEditing, tEditorial, tHome, tEvents] = await Promise.all([
    getTranslations('operator'),
    getTranslations('contentEditing'),
    getTranslations('operatorEditorial'),
    getTranslations('operatorHomeContent'),
    getTranslations('operatorEvents'),
  ]);
  const staff = me.Role !== 'editor';
  const owner = me.Role === 'owner';
  const editor = me.Role !== 'staff';
  const sections: { key: OperatorSection; href: string; label: string; shown: boolean }[] = [
    { key: 'dashboard', href: operatorRoutes.home(), label: t('navDashboard'), shown: staff },
    { key: 'orders', href: operatorRoutes.orders(), label: t('navOrders'), shown: true },
    { key: 'refunds', href: operatorRoutes.refunds(), label: t('navRefunds'), shown: staff },
    { key: 'inbox', href: operatorRoutes.inbox(), label: t('navInbox'), shown: staff },
    { key: 'outbox', href: operatorRoutes.outbox(), label: t('navOutbox'), shown: staff },
    { key: 'subscribers', href: operatorRoutes.subscribers(), label: t('navSubscribers'), shown: staff },
    { key: 'products', href: operatorRoutes.products(), label: t('navProducts'), shown: editor },
    { key: 'discountCodes', href: operatorRoutes.discountCodes(), label: tEditing('navDiscountCodes'), shown: editor },
    { key: 'cargoRates', href: operatorRoutes.cargoRates(), label: tEditing('navCargoRates'), shown: editor },
    { key: 'homeContent', href: operatorRoutes.homeContent(), label: tHome('nav'), shown: editor },
    { key: 'events', href: operatorRoutes.events(), label: tEvents('nav'), shown: editor },
    { key: 'blog', href: operatorRoutes.blogPosts(), label: tEditorial('navBlog'), shown: editor },
    { key: 'pages', href: operatorRoutes.pages(), label: tEditorial('navPages'), shown: editor },
    { key: 'contracts', href: operatorRoutes.contracts(), label: tEditorial('navContracts'), shown: editor },
    { key: 'operators', href: operatorRoutes.operators(), label: t('navOperators'), shown: owner },
    { key: 'audit', href: operatorRoutes.audit(), label: t('navAudit'), shown: owner },
    { key: 'account', href: operatorRoutes.account(), label: t('navAccount'), shown: true },
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
            {sections.filter((section) => section.shown).map((section) => (
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
        <PageNotice>{children}</PageNotice>
      </main>
    </>
  );
}
