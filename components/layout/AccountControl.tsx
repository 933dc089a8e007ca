'use client';

import dynamic from 'next/dynamic';
import { useCurrentUser } from '@/lib/api/member';
import { LoginModalHost } from '@/components/account/LoginModalHost';
import { SignInLink } from './SignInLink';

/**
 * A member's menu (its popover, account links and log-out) comes only to a browser with a stored
 * member, not with every visitor's page; until it has arrived the sign-in icon stays, as the
 * server drew it.
 */
const ProfileMenu = dynamic(() => import('./ProfileMenu').then((module) => module.ProfileMenu), { ssr: false, loading: () => <SignInLink /> });

/**
 * The header's account place: the sign-in icon, or a member's profile popover. The page is cached, so
 * the server always renders the signed-out icon; the stored member switches it on the client.
 */
export function AccountControl() {
  const user = useCurrentUser();
  return (
    <>
      {user ? <ProfileMenu user={user} /> : <SignInLink />}
      <LoginModalHost />
    </>
  );
}
