'use client';

import { useCurrentUser } from '@/lib/api/member';
import { LoginModalHost } from '@/components/account/LoginModalHost';
import { ProfileMenu } from './ProfileMenu';
import { SignInLink } from './SignInLink';

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
