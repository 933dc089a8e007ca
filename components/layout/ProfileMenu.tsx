'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import type { Member } from '@/lib/api/member';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/shop/routes';
import { ProfilePopover } from './ProfilePopover';
import { useHeaderPopover } from './useHeaderPopover';
import styles from './HeaderIcons.module.css';

/**
 * A member's icon (spec 01 §2 Layout): a link to the profile that, with JavaScript, opens the profile
 * popover on click or mouse hover; Escape, a click outside or leaving it closes it (as the basket's).
 */
export function ProfileMenu({ user }: { user: Member }) {
  const t = useTranslations('account');
  const { open, close, rootProps, linkProps, popoverId } = useHeaderPopover();

  return (
    <div {...rootProps} className={styles.basket}>
      <Link
        {...linkProps}
        href={routes.profile()}
        prefetch={false}
        className={`${styles.icon} ${styles.member}`}
        aria-label={t('accountButton', { name: user.NameSurname })}
      >
        <Icon name="user" />
      </Link>
      {open ? <ProfilePopover id={popoverId} user={user} onNavigate={close} /> : null}
    </div>
  );
}
