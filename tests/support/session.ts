import { signSession, SESSION_COOKIE } from '@/lib/server/auth/session';

/** The Cookie header of a signed-in member, as the browser sends it after /login. */
export async function memberCookie(userId: number): Promise<string> {
  return `${SESSION_COOKIE}=${await signSession({ userId })}`;
}
