import { jwtVerify, SignJWT } from 'jose';
import { secret } from '../config/secrets';

/** The member session lives only in this httpOnly cookie; page scripts never see the token. */
export const SESSION_COOKIE = 'vitrin_session';
export const SESSION_MAX_AGE = 60 * 60 * 24 * 30;

export interface SessionUser {
  userId: number;
}

const key = () => new TextEncoder().encode(secret('AUTH_SECRET'));

export async function signSession(user: SessionUser): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.userId))
    .setIssuedAt()
    .setExpirationTime(`${SESSION_MAX_AGE}s`)
    .sign(key());
}

export async function readSession(token: string | undefined | null): Promise<SessionUser | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    return Number.isInteger(userId) && userId > 0 ? { userId } : null;
  } catch {
    return null;
  }
}
