import { createSession, SESSION_COOKIE } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';

/** The Cookie header of a signed-in member, as the browser sends it after /login: a real session row of that user. */
export async function memberCookie(userId: number): Promise<string> {
  const cookie = await createSession(await getDb(), userId);
  return `${SESSION_COOKIE}=${cookie.value}`;
}
