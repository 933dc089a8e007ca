import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import type { CookieToSet } from '../api/cookie';

/** The member session lives only in this httpOnly cookie; page scripts never see the token. */
export const SESSION_COOKIE = 'vitrin_session';
export const SESSION_MAX_AGE = 60 * 60 * 24 * 30;
const LIFETIME_MS = SESSION_MAX_AGE * 1000;

export interface SessionUser {
  userId: number;
  /** The row behind the cookie: logout ends it, a password change ends the others. */
  sessionId: number;
}

export interface ReadSession {
  user: SessionUser;
  /** The cookie again with a later expiry, when the session was renewed by this read. */
  renewal: CookieToSet | null;
}

/** What the table keeps of a token: its SHA-256, so a leaked table opens no session. */
export const hashSecret = (value: string) => createHash('sha256').update(value).digest('hex');

/** 32 random bytes, URL-safe: the session token and the mailed codes. */
export const randomSecret = () => randomBytes(32).toString('base64url');

const sessionCookie = (token: string): CookieToSet => ({ name: SESSION_COOKIE, value: token, maxAge: SESSION_MAX_AGE, httpOnly: true });

/** The cookie that tells the browser to forget the session. */
export const clearedSessionCookie = (): CookieToSet => ({ name: SESSION_COOKIE, value: '', maxAge: 0, httpOnly: true });

/** A new session at every login (never an old one reused): answers the cookie to send. The member's expired rows go at the same time. */
export async function createSession(db: Db, userId: number): Promise<CookieToSet> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, new Date())));
  const token = randomSecret();
  await db.insert(sessions).values({ userId, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + LIFETIME_MS) });
  return sessionCookie(token);
}

/**
 * The member a cookie proves, or null for a forged, unknown or expired token. A session past half
 * its lifetime is extended and its cookie re-sent, so a member who keeps coming back stays signed in.
 */
export async function readSession(db: Db, token: string | undefined | null): Promise<ReadSession | null> {
  if (!token) return null;
  const now = new Date();
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashSecret(token)), gt(sessions.expiresAt, now)));
  if (!row) return null;
  const user = { userId: row.userId, sessionId: row.id };
  if (row.expiresAt.getTime() - now.getTime() >= LIFETIME_MS / 2) return { user, renewal: null };
  await db
    .update(sessions)
    .set({ expiresAt: new Date(now.getTime() + LIFETIME_MS), lastSeenAt: now })
    .where(eq(sessions.id, row.id));
  return { user, renewal: sessionCookie(token) };
}

export async function endSession(db: Db, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Every session of the member, or all but the one still in use (a password changed while signed in). */
export async function endSessionsOf(db: Db, userId: number, except?: number) {
  await db.delete(sessions).where(except === undefined ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.id, except)));
}
