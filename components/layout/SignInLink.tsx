'use client';

import type { MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import { preloadLoginDialog } from '@/components/account/LoginModalHost';
import { Icon } from '@/components/ui/Icon';
import { useIsClient } from '@/components/ui/useIsClient';
import { openLogin } from '@/lib/api/events';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/shop/routes';
import styles from './HeaderIcons.module.css';

/**
 * The sign-in icon. A link to the checkout sign-in page (without JavaScript, and for a new tab); a
 * plain click opens the login modal, whose code starts loading as soon as the pointer or focus arrives.
 * It announces the dialog only once hydrated: before that a click follows the link.
 */
export function SignInLink() {
  const t = useTranslations('header');
  const interactive = useIsClient();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openLogin();
  };
  return (
    <Link
      href={routes.checkoutSignIn()}
      prefetch={false}
      className={styles.icon}
      aria-label={t('signIn')}
      aria-haspopup={interactive ? 'dialog' : undefined}
      onClick={open}
      onPointerEnter={() => void preloadLoginDialog()}
      onFocus={() => void preloadLoginDialog()}
    >
      <Icon name="user" />
    </Link>
  );
}
