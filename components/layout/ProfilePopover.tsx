'use client';

import { useTranslations } from 'next-intl';
import type { Member } from '@/lib/api/member';
import { Link } from '@/lib/i18n/navigation';
import { accountLinks } from '@/components/account/accountLinks';
import { LogOutButton } from '@/components/account/LogOutButton';
import styles from './ProfilePopover.module.css';

/** The header profile popover (spec 01 §2 Layout): who is signed in, the account pages and log out. */
export function ProfilePopover({ id, user, onNavigate }: { id: string; user: Member; onNavigate: () => void }) {
  const t = useTranslations('account');
  return (
    <div id={id} className={styles.popover} role="region" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.title}>
        {t('greeting', { name: user.NameSurname })}
      </p>
      <ul role="list" className={styles.links}>
        {accountLinks.map(({ key, href }) => (
          <li key={key}>
            <Link href={href()} className={styles.link} onClick={onNavigate}>
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
      <LogOutButton className={styles.logOut} />
    </div>
  );
}
