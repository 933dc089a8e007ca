'use client';

import { Suspense } from 'react';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { useCurrentUser } from '@/lib/api/member';
import { LoginModalHost } from '@/components/account/LoginModalHost';
import { SignInLink } from './SignInLink';

/**
 * A member's menu (its popover, account links and log-out) comes only to a browser with a stored
 * member, not with every visitor's page; until it has arrived the sign-in icon stays, as the
 * server drew it.
 */
const ProfileMenu = lazyComponent(() => import('./ProfileMenu').then((module) => module.ProfileMenu));

/**
 * The header's account place: the sign-in icon, or a member's profile popover. The page is cached, so
 * the server always renders the signed-out icon; the stored member switches it on the client.
 */
export function AccountControl() {
  const user = useCurrentUser();
  return (
    <>
      <Suspense fallback={<SignInLink />}>{user ? <ProfileMenu user={user} /> : <SignInLink />}</Suspense>
      <LoginModalHost />
    </>
  );
}
