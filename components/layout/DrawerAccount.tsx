'use client';

import { useTranslations } from 'next-intl';
import { accountLinks } from '@/components/account/accountLinks';
import { LogOutButton } from '@/components/account/LogOutButton';
import { openLogin } from '@/lib/api/events';
import { useCurrentUser } from '@/lib/api/member';
import { Link } from '@/lib/i18n/navigation';
import styles from './MenuDrawer.module.css';

/** The drawer's account entries (spec 02 §2): sign in, or a member's pages and log out. */
export function DrawerAccount({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslations('account');
  const tHeader = useTranslations('header');
  const user = useCurrentUser();

  if (!user) {
    return (
      <ul role="list" className={styles.account}>
        <li>
          <button
            type="button"
            className={styles.pageLink}
            onClick={() => {
              onNavigate();
              openLogin();
            }}
          >
            {tHeader('signIn')}
          </button>
        </li>
      </ul>
    );
  }
  return (
    <ul role="list" className={styles.account} aria-label={t('menuLabel')}>
      {accountLinks.map(({ key, href }) => (
        <li key={key}>
          <Link href={href()} className={styles.pageLink} onClick={onNavigate}>
            {t(key)}
          </Link>
        </li>
      ))}
      <li>
        <LogOutButton className={styles.pageLink} />
      </li>
    </ul>
  );
}
